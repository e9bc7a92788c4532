const breakpoints = {
  /** product.md §9: below this width the app uses its mobile layout (drawer nav, stacked grids). */
  mobile: 768,
  /** Below this width tables become a list of cards: a phone held upright cannot show their columns. */
  phone: 600,
} as const;

export const theme = {
  colors: {
    /** Brand green; 5.5:1 on white, so it works for text and as a button fill with white text. */
    primary: '#0F766E',
    primaryHover: '#115E59',
    primarySubtle: '#E6F4F1',
    /** Text drawn on top of `primary` or `danger`. */
    onPrimary: '#FFFFFF',
    text: '#1F2933',
    muted: '#52606D',
    /** Dividers and card outlines (decorative, no contrast requirement). */
    border: '#D9E2EC',
    /** Outlines of form controls: 4.8:1 on white, above the 3:1 needed for UI components. */
    borderStrong: '#6B7280',
    background: '#F7FAF9',
    surface: '#FFFFFF',
    danger: '#B91C1C',
    dangerHover: '#991B1B',
    dangerSubtle: '#FDECEC',
    success: '#15803D',
    focus: '#0F766E',
    overlay: 'rgba(15, 23, 42, 0.55)',
  },
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  },
  fontSizes: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.5rem',
    xxl: '2rem',
    display: '4rem',
  },
  fontWeights: { regular: 400, medium: 500, bold: 700 },
  lineHeights: { tight: 1.2, body: 1.5 },
  spacing: {
    none: '0',
    xs: '4px',
    sm: '8px',
    md: '16px',
    lg: '24px',
    xl: '32px',
    xxl: '48px',
  },
  radii: { sm: '4px', md: '8px', lg: '12px', pill: '999px' },
  shadows: {
    sm: '0 1px 2px rgba(15, 23, 42, 0.08)',
    md: '0 4px 12px rgba(15, 23, 42, 0.12)',
    lg: '0 16px 40px rgba(15, 23, 42, 0.2)',
  },
  breakpoints,
  /** Media queries built from `breakpoints`, usable in CSS (`@media ${media.mobile}`) and `matchMedia`. */
  media: {
    mobile: `(max-width: ${breakpoints.mobile - 1}px)`,
    desktop: `(min-width: ${breakpoints.mobile}px)`,
    phone: `(max-width: ${breakpoints.phone - 1}px)`,
  },
  /** The bars across the top: the signed-in app's and the public site's header. */
  heights: { topBar: '3.5rem', siteHeader: '64px' },
  /**
   * `page` is the one page width: the content column of every signed-in page (AppChrome) and of
   * the public site's sections (Container); below it a page fills the space it has. `narrow` is a
   * short column for a wait or a single message.
   */
  widths: { page: '1120px', narrow: '640px' },
  /** Toasts sit above dialogs so an error raised from a dialog stays visible. */
  zIndices: { header: 100, drawer: 900, dialog: 1000, toast: 1100 },
  transitions: { fast: '120ms ease-out', normal: '200ms ease-out' },
};

export type KuzaTheme = typeof theme;
export type SpacingToken = keyof KuzaTheme['spacing'];

// Types every styled-components `props.theme` as KuzaTheme. This lives here rather than in a
// styled.d.ts: .d.ts files are not emitted, so projects that reference this one (tsc -b)
// would never see it. Declaration merging needs an interface.
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends KuzaTheme {}
}
