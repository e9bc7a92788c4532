import { DEFAULT_LOCALE, defineMessages, localeDirection, type Locale } from '@kuza/i18n';
import { sayIn } from '../../lib/i18n';
import type { MailMessage } from './mailer';
import { escapeHtml, greeting, mailLayout } from './templates';

const MENTION_MESSAGES = defineMessages({
  someone: { id: 'api.mail.mentionSomeone', defaultMessage: 'A teammate' },
  subject: {
    id: 'api.mail.mentionSubject',
    defaultMessage: '{who} mentioned you on {document}',
  },
  introSlide: {
    id: 'api.mail.mentionIntroSlide',
    defaultMessage: '{who} mentioned you in a comment on slide {position} “{title}” of {document}:',
  },
  introSection: {
    id: 'api.mail.mentionIntroSection',
    defaultMessage: '{who} mentioned you in a comment on the section “{title}” of {document}:',
  },
  openSlide: { id: 'api.mail.mentionOpenSlide', defaultMessage: 'Open the slide' },
  openSection: { id: 'api.mail.mentionOpenSection', defaultMessage: 'Open the section' },
  openLine: { id: 'api.mail.mentionOpenLine', defaultMessage: 'Open it: {link}' },
  why: {
    id: 'api.mail.mentionWhy',
    defaultMessage: 'You get this e-mail because a member of your team mentioned you in a comment on Kuza.',
  },
});

/** What a mention's e-mail says: who wrote what, where in which document, and the link there. */
export interface Mention {
  /** The author's name as the team shows it. */
  who: string;
  document: string;
  part: 'slide' | 'section';
  /** The slide's number (from 1); a section is named by its title alone. */
  position: number;
  /** The slide's title or the section's name. */
  title: string;
  body: string;
  link: string;
}

/** The e-mail a teammate gets when a comment mentions them, in their account's language. */
export function mentionMail(
  to: string,
  mention: Mention,
  firstname?: string,
  locale: Locale = DEFAULT_LOCALE,
): MailMessage {
  const values = { ...mention, who: mention.who || sayIn(locale, MENTION_MESSAGES.someone) };
  const say = (message: (typeof MENTION_MESSAGES)[keyof typeof MENTION_MESSAGES]) => sayIn(locale, message, values);
  const quoted = mention.body.split('\n');
  const slide = mention.part === 'slide';
  const intro = say(slide ? MENTION_MESSAGES.introSlide : MENTION_MESSAGES.introSection);
  const open = say(slide ? MENTION_MESSAGES.openSlide : MENTION_MESSAGES.openSection);
  return {
    to,
    subject: say(MENTION_MESSAGES.subject),
    preview: `mention link ${mention.link}`,
    text: [
      greeting(locale, firstname),
      '',
      intro,
      '',
      ...quoted.map((row) => `> ${row}`),
      '',
      say(MENTION_MESSAGES.openLine),
      '',
      say(MENTION_MESSAGES.why),
    ].join('\n'),
    html: mailLayout(
      say(MENTION_MESSAGES.subject),
      `<p>${escapeHtml(greeting(locale, firstname))}</p>
<p>${escapeHtml(intro)}</p>
<blockquote style="margin:16px 0;padding:8px 16px;border-${localeDirection(locale) === 'rtl' ? 'right' : 'left'}:4px solid #D9E2EC;color:#1F2933">${quoted.map(escapeHtml).join('<br>')}</blockquote>
<p><a href="${escapeHtml(mention.link)}" style="display:inline-block;background:#0F766E;color:#fff;padding:10px 16px;border-radius:8px;text-decoration:none">${escapeHtml(open)}</a></p>
<p style="font-size:13px;color:#52606D">${escapeHtml(say(MENTION_MESSAGES.why))}</p>`,
      locale,
    ),
  };
}
