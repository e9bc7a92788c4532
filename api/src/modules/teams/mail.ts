import { INVITATION_TTL_DAYS } from '@kuza/contracts';
import { DEFAULT_LOCALE, defineMessages, type Locale } from '@kuza/i18n';
import { sayIn } from '../../lib/i18n';
import type { MailMessage } from '../mail/mailer';
import { escapeHtml, greeting, mailLayout } from '../mail/templates';

const INVITATION_MESSAGES = defineMessages({
  someone: { id: 'api.mail.invitationSomeone', defaultMessage: 'A teammate' },
  subject: { id: 'api.mail.invitationSubject', defaultMessage: '{who} invited you to {workspace} on Kuza' },
  intro: {
    id: 'api.mail.invitationIntro',
    defaultMessage:
      '{who} invited you to join {workspace} on Kuza, where your team builds its pitch decks and founder resumes.',
  },
  accept: { id: 'api.mail.invitationAccept', defaultMessage: 'Accept the invitation' },
  acceptLine: { id: 'api.mail.invitationAcceptLine', defaultMessage: 'Accept the invitation: {link}' },
  expiry: {
    id: 'api.mail.invitationExpiry',
    defaultMessage: 'The link works for {days} days. Sign up or sign in with this e-mail address ({to}) to join.',
  },
  ignore: {
    id: 'api.mail.invitationIgnore',
    defaultMessage: 'If you were not expecting this, you can ignore this e-mail.',
  },
});

/**
 * The invitation e-mail: who invites, to which workspace, and the one link that accepts it; in the invitee's
 * language when the address has an account, else in the inviter's.
 */
export function invitationMail(
  to: string,
  link: string,
  inviter: string,
  workspace: string,
  locale: Locale = DEFAULT_LOCALE,
): MailMessage {
  const who = inviter || sayIn(locale, INVITATION_MESSAGES.someone);
  const values = { who, workspace, link, to, days: INVITATION_TTL_DAYS };
  const say = (message: (typeof INVITATION_MESSAGES)[keyof typeof INVITATION_MESSAGES]) =>
    sayIn(locale, message, values);
  return {
    to,
    subject: say(INVITATION_MESSAGES.subject),
    preview: `invitation link ${link}`,
    text: [
      greeting(locale),
      '',
      say(INVITATION_MESSAGES.intro),
      '',
      say(INVITATION_MESSAGES.acceptLine),
      '',
      say(INVITATION_MESSAGES.expiry),
      say(INVITATION_MESSAGES.ignore),
    ].join('\n'),
    html: mailLayout(
      say(INVITATION_MESSAGES.subject),
      `<p>${escapeHtml(greeting(locale))}</p>
<p>${escapeHtml(say(INVITATION_MESSAGES.intro))}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#0F766E;color:#fff;padding:10px 16px;border-radius:8px;text-decoration:none">${escapeHtml(say(INVITATION_MESSAGES.accept))}</a></p>
<p style="font-size:13px;color:#52606D">${escapeHtml(say(INVITATION_MESSAGES.expiry))} ${escapeHtml(say(INVITATION_MESSAGES.ignore))}</p>`,
      locale,
    ),
  };
}
