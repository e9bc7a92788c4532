import { type IconName } from '@kuza/ui';

export interface NavItem {
  label: string;
  icon: IconName;
  /** Where it goes; tools without a screen yet have none and show a 'Soon' badge. */
  to?: string;
}

export const MAIN_NAV: readonly NavItem[] = [
  { label: 'Dashboard', icon: 'dashboard', to: '/dashboard' },
  { label: 'Pitch Deck Generator', icon: 'deck', to: '/pitch-decks' },
  { label: 'Resume Builder', icon: 'resume', to: '/resume-builder' },
  { label: 'Financial Forecast', icon: 'forecast' },
  { label: 'Market Estimator', icon: 'market' },
  { label: 'YC Assistant', icon: 'assistant' },
  { label: 'AI Coach', icon: 'coach' },
];

export const SIDEBAR_COOKIE = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE_S = 60 * 60 * 24 * 7;
export const SIDEBAR_WIDTH = '16rem';
export const SIDEBAR_WIDTH_MOBILE = '18rem';
export const SIDEBAR_WIDTH_ICON = '3rem';
