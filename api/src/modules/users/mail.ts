import { DEFAULT_LOCALE, defineMessages, type Locale } from '@kuza/i18n';
import { sayIn } from '../../lib/i18n';
import type { MailMessage } from '../mail/mailer';
import { escapeHtml, greeting, mailLayout } from '../mail/templates';

const PASSWORD_CHANGED_MESSAGES = defineMessages({
  subject: { id: 'api.mail.passwordChangedSubject', defaultMessage: 'Your Kuza password was changed' },
  body: {
    id: 'api.mail.passwordChangedBody',
    defaultMessage: 'The password of your Kuza account was just changed, and every other device was signed out.',
  },
  notYouLine: {
    id: 'api.mail.passwordChangedNotYouLine',
    defaultMessage: 'If this was not you, reset your password now: {url}',
  },
  notYou: { id: 'api.mail.passwordChangedNotYou', defaultMessage: 'If this was not you,' },
  reset: { id: 'api.mail.passwordChangedReset', defaultMessage: 'reset your password now' },
});

/** Sent after a password change, so an owner who did not make it learns at once and can reset it. */
export function passwordChangedMail(
  to: string,
  resetUrl: string,
  firstname?: string,
  locale: Locale = DEFAULT_LOCALE,
): MailMessage {
  const say = (message: (typeof PASSWORD_CHANGED_MESSAGES)[keyof typeof PASSWORD_CHANGED_MESSAGES]) =>
    sayIn(locale, message, { url: resetUrl });
  return {
    to,
    subject: say(PASSWORD_CHANGED_MESSAGES.subject),
    preview: 'password changed',
    text: [
      greeting(locale, firstname),
      '',
      say(PASSWORD_CHANGED_MESSAGES.body),
      '',
      say(PASSWORD_CHANGED_MESSAGES.notYouLine),
    ].join('\n'),
    html: mailLayout(
      say(PASSWORD_CHANGED_MESSAGES.subject),
      `<p>${escapeHtml(greeting(locale, firstname))}</p>
<p>${escapeHtml(say(PASSWORD_CHANGED_MESSAGES.body))}</p>
<p>${escapeHtml(say(PASSWORD_CHANGED_MESSAGES.notYou))} <a href="${escapeHtml(resetUrl)}">${escapeHtml(say(PASSWORD_CHANGED_MESSAGES.reset))}</a>.</p>`,
      locale,
    ),
  };
}
