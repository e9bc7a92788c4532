/** Copy and links shared by the landing and waitlist pages: header anchors and the footer. */

export const TAGLINE = 'The AI-powered toolkit that makes African founders investor-ready.';

export const HEADLINE = { lead: 'Your Complete Startup', rest: 'Toolkit for African Founders' } as const;

/** In-page sections of the landing page, reachable from the header and the footer. */
export const SECTION_LINKS = [
  { label: 'Features', hash: 'features' },
  { label: 'Benefits', hash: 'benefits' },
  { label: 'FAQ', hash: 'faq' },
] as const;

export interface FooterLink {
  label: string;
  /** A route or in-page target; without one the item is shown as coming soon. */
  to?: string;
}

/**
 * product.md §2 footer groups. Pages Kuza does not have yet are listed as 'Soon' rather than linked to
 * a dead anchor (docs/decisions.md).
 */
export const FOOTER_GROUPS: ReadonlyArray<{ title: string; links: readonly FooterLink[] }> = [
  {
    title: 'Product',
    links: [
      { label: 'Features', to: '/#features' },
      { label: 'Pricing', to: '/#faq' },
      { label: 'Templates', to: '/pitch-slide' },
      { label: 'Demo', to: '/#demo' },
      { label: 'Join the waitlist', to: '/waitlist' },
    ],
  },
  {
    title: 'Resources',
    links: [{ label: 'Docs' }, { label: 'Blog' }, { label: 'Success stories' }, { label: 'Help centre' }],
  },
  {
    title: 'Company',
    links: [{ label: 'About' }, { label: 'Careers' }, { label: 'Contact' }, { label: 'Partners' }],
  },
];

/** The networks' public home pages: plain links, nothing is loaded from them. */
export const SOCIAL_LINKS = [
  { network: 'X', href: 'https://x.com' },
  { network: 'LinkedIn', href: 'https://www.linkedin.com' },
  { network: 'Facebook', href: 'https://www.facebook.com' },
  { network: 'Instagram', href: 'https://www.instagram.com' },
] as const;
export type SocialNetwork = (typeof SOCIAL_LINKS)[number]['network'];

/** Targets of the #privacy, #terms and #cookies links: short, true statements, not boilerplate. */
export const LEGAL_NOTES = [
  {
    id: 'privacy',
    title: 'Privacy',
    text: 'Joining the waitlist stores your e-mail address, when you joined and from which page. We use it only to invite you and never sell it.',
  },
  {
    id: 'terms',
    title: 'Terms',
    text: 'Kuza is in pre-launch. Joining the waitlist is free and commits you to nothing. Product terms will be published before launch.',
  },
  {
    id: 'cookies',
    title: 'Cookies',
    text: 'These marketing pages set no cookies. Once you sign in, Kuza uses one essential session cookie and nothing for advertising.',
  },
] as const;
