import type { SVGProps } from 'react';
import type { DeckIconName } from '@kuza/contracts';

export type { DeckIconName } from '@kuza/contracts';

/**
 * The drawings of the deck icon set (its names are DECK_ICON_NAMES in contracts): 24 × 24 stroke
 * drawings, so an icon takes the slide's accent colour and stays sharp at any size.
 */
export const DECK_ICONS: Record<DeckIconName, { label: string; d: string }> = {
  rocket: {
    label: 'Rocket',
    d: 'M5 15c-1.5 1.5-2 5-2 5s3.5-.5 5-2M9 12l3 3M14 4c3-1 6-1 6-1s0 3-1 6l-7 7-5-5zM15 9h.01',
  },
  growth: { label: 'Growth', d: 'M3 17l6-6 4 4 8-8M14 7h7v7' },
  users: {
    label: 'People',
    d: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21a7 7 0 0 1 14 0M17 4a4 4 0 0 1 0 7M22 21a6 6 0 0 0-4-5.6',
  },
  globe: {
    label: 'Globe',
    d: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z',
  },
  target: {
    label: 'Target',
    d: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 17a5 5 0 1 0 0-10 5 5 0 0 0 0 10zM12 13a1 1 0 1 0 0-2 1 1 0 0 0 0 2z',
  },
  idea: {
    label: 'Idea',
    d: 'M9 18h6M10 21h4M12 3a6 6 0 0 0-4 10.5c.7.7 1 1.5 1 2.5h6c0-1 .3-1.8 1-2.5A6 6 0 0 0 12 3z',
  },
  money: { label: 'Money', d: 'M2 6h20v12H2zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM6 9v.01M18 15v.01' },
  shield: { label: 'Trust', d: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM9 12l2 2 4-4' },
  phone: { label: 'Mobile', d: 'M7 2h10v20H7zM11 18h2' },
  leaf: { label: 'Sustainability', d: 'M5 21c0-9 5-15 15-16-1 10-7 15-15 16zM5 21l7-7' },
  truck: {
    label: 'Logistics',
    d: 'M2 6h12v10H2zM14 10h4l4 4v2h-8M6 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM18 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  },
  heart: { label: 'Health', d: 'M12 20s-8-4.7-8-11a4.5 4.5 0 0 1 8-2.8A4.5 4.5 0 0 1 20 9c0 6.3-8 11-8 11z' },
  star: { label: 'Star', d: 'M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z' },
  chart: { label: 'Chart', d: 'M3 3v18h18M8 17v-5M13 17V8M18 17v-8' },
};

export interface SlideIconProps extends SVGProps<SVGSVGElement> {
  name: DeckIconName;
  /** Gives the icon an accessible name; without it the icon is decorative. */
  title?: string;
}

export function SlideIcon({ name, title, ...rest }: SlideIconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      role={title ? 'img' : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
      {...rest}
    >
      <path d={DECK_ICONS[name].d} />
    </svg>
  );
}
