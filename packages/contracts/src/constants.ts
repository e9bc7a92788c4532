export const INDUSTRIES = [
  'Agritech',
  'Fintech',
  'EdTech',
  'E-commerce',
  'Logistics',
  'Real Estate',
  'Web3',
  'HealthTech',
  'SaaS / B2B',
  'AI / Machine Learning',
  'Other',
] as const;
export type Industry = (typeof INDUSTRIES)[number];

export const TEAM_SIZES = ['1-10', '10-50', '50-100', '100-500', '500+'] as const;
export type TeamSize = (typeof TEAM_SIZES)[number];

export const GOAL_OPTIONS = [
  'Create pitch deck',
  'Resume Builder',
  'Application Assistant',
  'AI Pitch Practice',
] as const;
export type GoalOption = (typeof GOAL_OPTIONS)[number];

export const DEFAULT_DECK_SLIDES = [
  'Company Name',
  'Problem',
  'Solution',
  'Market Size',
  'Product Demo',
  'Business Model',
  'Traction',
  'Competition',
  'Team',
  'Financials',
  'Funding',
  'Thank You',
] as const;

export const DEFAULT_OUTLINE = [
  { title: 'Title Slide', description: 'Company name, logo, and tagline.' },
  { title: 'Problem', description: 'What problem are you solving?' },
  { title: 'Solution', description: 'Your product or service.' },
  { title: 'Market', description: 'Market size and opportunity.' },
  { title: 'Team', description: 'Founders and key team members.' },
] as const;

export const DEFAULT_RESUME_SECTIONS = ['Summary', 'Experience', 'Education', 'Skills'] as const;

export const TEAM_ROLES = ['Owner', 'Admin', 'Member'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

export const DEFAULT_DECK_TEMPLATE = 'Custom Template';
export const DEFAULT_RESUME_TEMPLATE = 'Modern';

export const OTP_LENGTH = 6;
export const PASSWORD_MIN_LENGTH = 8;
export const NAME_MIN_LENGTH = 2;
/** RFC 5321 caps an address at 254 characters; anything longer is not an e-mail. */
export const EMAIL_MAX_LENGTH = 254;
export const FONT_SIZES = [12, 14, 16, 18, 20, 24, 28, 32, 40] as const;
export type FontSize = (typeof FONT_SIZES)[number];
export const MOBILE_BREAKPOINT_PX = 768;
export const TOAST_AUTO_CLOSE_MS = 5000;
