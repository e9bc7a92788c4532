import { defineMessage, defineMessages, type MessageDescriptor } from '@kuza/i18n';

/** Copy and links shared by the landing and waitlist pages: header anchors and the footer. */

export const TAGLINE = defineMessage({
  id: 'marketing.tagline',
  defaultMessage: 'The AI-powered toolkit that makes African founders investor-ready.',
});

export const HEADLINE = defineMessages({
  lead: { id: 'marketing.headline.lead', defaultMessage: 'Your Complete Startup' },
  rest: { id: 'marketing.headline.rest', defaultMessage: 'Toolkit for African Founders' },
});

const sections = defineMessages({
  features: { id: 'marketing.section.features', defaultMessage: 'Features' },
  benefits: { id: 'marketing.section.benefits', defaultMessage: 'Benefits' },
  faq: { id: 'marketing.section.faq', defaultMessage: 'FAQ' },
});

/** In-page sections of the landing page, reachable from the header and the footer. */
export const SECTION_LINKS = [
  { label: sections.features, hash: 'features' },
  { label: sections.benefits, hash: 'benefits' },
  { label: sections.faq, hash: 'faq' },
] as const;

export interface FooterLink {
  label: MessageDescriptor;
  /** A route or in-page target; without one the item is shown as coming soon. */
  to?: string;
}

const footer = defineMessages({
  product: { id: 'marketing.footer.product', defaultMessage: 'Product' },
  resources: { id: 'marketing.footer.resources', defaultMessage: 'Resources' },
  company: { id: 'marketing.footer.company', defaultMessage: 'Company' },
  features: { id: 'marketing.footer.features', defaultMessage: 'Features' },
  pricing: { id: 'marketing.footer.pricing', defaultMessage: 'Pricing' },
  templates: { id: 'marketing.footer.templates', defaultMessage: 'Templates' },
  demo: { id: 'marketing.footer.demo', defaultMessage: 'Demo' },
  joinWaitlist: { id: 'marketing.footer.joinWaitlist', defaultMessage: 'Join the waitlist' },
  docs: { id: 'marketing.footer.docs', defaultMessage: 'Docs' },
  blog: { id: 'marketing.footer.blog', defaultMessage: 'Blog' },
  successStories: { id: 'marketing.footer.successStories', defaultMessage: 'Success stories' },
  helpCentre: { id: 'marketing.footer.helpCentre', defaultMessage: 'Help centre' },
  about: { id: 'marketing.footer.about', defaultMessage: 'About' },
  careers: { id: 'marketing.footer.careers', defaultMessage: 'Careers' },
  contact: { id: 'marketing.footer.contact', defaultMessage: 'Contact' },
  partners: { id: 'marketing.footer.partners', defaultMessage: 'Partners' },
});

/**
 * product.md §2 footer groups. Pages Kuza does not have yet are listed as 'Soon' rather than linked to
 * a dead anchor (docs/decisions.md).
 */
export const FOOTER_GROUPS: ReadonlyArray<{ title: MessageDescriptor; links: readonly FooterLink[] }> = [
  {
    title: footer.product,
    links: [
      { label: footer.features, to: '/#features' },
      { label: footer.pricing, to: '/#faq' },
      { label: footer.templates, to: '/pitch-slide' },
      { label: footer.demo, to: '/#demo' },
      { label: footer.joinWaitlist, to: '/waitlist' },
    ],
  },
  {
    title: footer.resources,
    links: [
      { label: footer.docs },
      { label: footer.blog },
      { label: footer.successStories },
      { label: footer.helpCentre },
    ],
  },
  {
    title: footer.company,
    links: [{ label: footer.about }, { label: footer.careers }, { label: footer.contact }, { label: footer.partners }],
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

const legal = defineMessages({
  privacyText: {
    id: 'marketing.legal.privacy.text',
    defaultMessage:
      'Joining the waitlist stores your e-mail address, when you joined and from which page. We use it only to invite you and never sell it.',
  },
  termsText: {
    id: 'marketing.legal.terms.text',
    defaultMessage:
      'Kuza is in pre-launch. Joining the waitlist is free and commits you to nothing. Product terms will be published before launch.',
  },
  cookiesText: {
    id: 'marketing.legal.cookies.text',
    defaultMessage:
      'These marketing pages set no cookies. Once you sign in, Kuza uses one essential session cookie and nothing for advertising.',
  },
  privacyTitle: { id: 'marketing.legal.privacy.title', defaultMessage: 'Privacy' },
  termsTitle: { id: 'marketing.legal.terms.title', defaultMessage: 'Terms' },
  cookiesTitle: { id: 'marketing.legal.cookies.title', defaultMessage: 'Cookies' },
});

/** Targets of the #privacy, #terms and #cookies links: short, true statements, not boilerplate. */
export const LEGAL_NOTES = [
  {
    id: 'privacy',
    title: legal.privacyTitle,
    text: legal.privacyText,
  },
  {
    id: 'terms',
    title: legal.termsTitle,
    text: legal.termsText,
  },
  {
    id: 'cookies',
    title: legal.cookiesTitle,
    text: legal.cookiesText,
  },
] as const;
