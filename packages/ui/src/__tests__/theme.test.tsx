import { renderPage } from '@kuza/testing';
import { theme } from '../theme';

function luminance(hex: string) {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const channel = parseInt(hex.slice(i, i + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string) {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

describe('theme', () => {
  const { colors } = theme;

  it.each(['primary', 'primaryHover', 'text', 'muted', 'danger', 'success'] as const)(
    'the %s colour is readable as text on white and on the page background (4.5:1)',
    (name) => {
      expect(contrast(colors[name], colors.surface)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(colors[name], colors.background)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it.each(['primary', 'primaryHover', 'danger', 'dangerHover'] as const)(
    'button text is readable on the %s fill (4.5:1)',
    (name) => {
      expect(contrast(colors.onPrimary, colors[name])).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('form control outlines stand out from the surface (3:1)', () => {
    expect(contrast(colors.borderStrong, colors.surface)).toBeGreaterThanOrEqual(3);
  });

  it('switches to the mobile layout below 768px, as the spec says', () => {
    expect(theme.breakpoints.mobile).toBe(768);
    expect(theme.media.mobile).toBe('(max-width: 767px)');
  });
});

describe('ThemeRoot', () => {
  it('adds global rules for box sizing, focus outlines and reduced motion', () => {
    // Every page is rendered inside ThemeRoot.
    renderPage(<main>content</main>);

    const css = Array.from(document.head.querySelectorAll('style'), (style) => style.textContent).join('\n');
    expect(css).toContain('box-sizing:border-box');
    expect(css).toMatch(/:focus-visible\{outline:2px solid #0F766E/);
    expect(css).toContain('@media (prefers-reduced-motion: reduce)');
  });
});
