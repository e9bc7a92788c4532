import { defineMessages, type MessageDescriptor } from '@kuza/i18n';
import { type IconName } from '@kuza/ui';

export interface NavItem {
  label: MessageDescriptor;
  icon: IconName;
  /** Where it goes; tools without a screen yet have none and show a 'Soon' badge. */
  to?: string;
}

const tools = defineMessages({
  dashboard: { id: 'app.nav.dashboard', defaultMessage: 'Dashboard' },
  decks: { id: 'app.nav.decks', defaultMessage: 'Pitch Deck Generator' },
  resumes: { id: 'app.nav.resumes', defaultMessage: 'Resume Builder' },
  forecast: { id: 'app.nav.forecast', defaultMessage: 'Financial Forecast' },
  market: { id: 'app.nav.market', defaultMessage: 'Market Estimator' },
  assistant: { id: 'app.nav.assistant', defaultMessage: 'YC Assistant' },
  coach: { id: 'app.nav.coach', defaultMessage: 'AI Coach' },
});

export const MAIN_NAV: readonly NavItem[] = [
  { label: tools.dashboard, icon: 'dashboard', to: '/dashboard' },
  { label: tools.decks, icon: 'deck', to: '/pitch-decks' },
  { label: tools.resumes, icon: 'resume', to: '/resume-builder' },
  { label: tools.forecast, icon: 'forecast' },
  { label: tools.market, icon: 'market' },
  { label: tools.assistant, icon: 'assistant' },
  { label: tools.coach, icon: 'coach' },
];

export const SIDEBAR_COOKIE = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE_S = 60 * 60 * 24 * 7;
export const SIDEBAR_WIDTH = '16rem';
export const SIDEBAR_WIDTH_MOBILE = '18rem';
export const SIDEBAR_WIDTH_ICON = '3rem';
