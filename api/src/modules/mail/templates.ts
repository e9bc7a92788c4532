import { AUTH_LIMITS } from '@kuza/contracts';
import { DEFAULT_LOCALE, defineMessages, localeDirection, type Locale } from '@kuza/i18n';
import { sayIn } from '../../lib/i18n';
import type { MailMessage } from './mailer';

/**
 * The account e-mails, each with a plain-text and an HTML part, in the reader's language: an account's own, else
 * (an address with no account yet) the language of whoever asked. Texts are short, say why the mail came and what
 * to do if the reader did not ask for it.
 */
export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export const MAIL_MESSAGES = defineMessages({
  footer: { id: 'api.mail.footer', defaultMessage: 'Kuza helps founders get investor-ready.' },
  greeting: { id: 'api.mail.greeting', defaultMessage: 'Hi {name},' },
  greetingNoName: { id: 'api.mail.greetingNoName', defaultMessage: 'Hi,' },
  ignore: { id: 'api.mail.codeIgnore', defaultMessage: 'If you did not sign up for Kuza, you can ignore this e-mail.' },
  codeSubject: { id: 'api.mail.codeSubject', defaultMessage: '{code} is your Kuza verification code' },
  codeTitle: { id: 'api.mail.codeTitle', defaultMessage: 'Your Kuza verification code' },
  codeIntro: { id: 'api.mail.codeIntro', defaultMessage: 'Your Kuza verification code is:' },
  codeLine: { id: 'api.mail.codeLine', defaultMessage: 'Your Kuza verification code is: {code}' },
  codeUse: {
    id: 'api.mail.codeUse',
    defaultMessage:
      'Enter it on the Verify Email page to finish creating your account. It works for {minutes} minutes.',
  },
  resetSubject: { id: 'api.mail.resetSubject', defaultMessage: 'Reset your Kuza password' },
  resetIntro: {
    id: 'api.mail.resetIntro',
    defaultMessage: 'Someone asked to reset the password of your Kuza account.',
  },
  resetOpen: {
    id: 'api.mail.resetOpen',
    defaultMessage:
      'Someone asked to reset the password of your Kuza account. To choose a new password, open this link:',
  },
  resetButton: { id: 'api.mail.resetButton', defaultMessage: 'Set a new password' },
  resetOrOpen: { id: 'api.mail.resetOrOpen', defaultMessage: 'Or open this link: {link}' },
  resetOnce: {
    id: 'api.mail.resetOnce',
    defaultMessage:
      'The link works once, for {minutes} minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.',
  },
  existingSubject: { id: 'api.mail.existingSubject', defaultMessage: 'You already have a Kuza account' },
  existingIntro: {
    id: 'api.mail.existingIntro',
    defaultMessage: 'Someone tried to create a Kuza account with this e-mail address, but you already have one.',
  },
  existingSignIn: { id: 'api.mail.existingSignIn', defaultMessage: 'Sign in' },
  existingSignInLine: { id: 'api.mail.existingSignInLine', defaultMessage: 'Sign in: {url}' },
  existingForgotLine: { id: 'api.mail.existingForgotLine', defaultMessage: 'Forgot your password? {url}' },
  existingOr: { id: 'api.mail.existingOr', defaultMessage: 'or' },
  existingReset: { id: 'api.mail.existingReset', defaultMessage: 'reset your password' },
  existingNotYou: {
    id: 'api.mail.existingNotYou',
    defaultMessage: 'If this was not you, no action is needed: your account has not changed.',
  },
});

/** Every Kuza e-mail's HTML frame: the name, the body, the footer line, in the reader's language. */
export function mailLayout(title: string, body: string, locale: Locale = DEFAULT_LOCALE): string {
  return `<!doctype html><html lang="${locale}" dir="${localeDirection(locale)}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#F7FAF9;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1F2933">
<div style="max-width:480px;margin:0 auto;background:#fff;border:1px solid #D9E2EC;border-radius:12px;padding:32px">
<p style="margin:0 0 16px;font-size:20px;font-weight:700;color:#0F766E">Kuza</p>
${body}
<p style="margin:24px 0 0;font-size:13px;color:#52606D">${escapeHtml(sayIn(locale, MAIL_MESSAGES.footer))}</p>
</div></body></html>`;
}

/** "Hi Ama," or "Hi," in the reader's language. */
export const greeting = (locale: Locale, name?: string) =>
  name?.trim()
    ? sayIn(locale, MAIL_MESSAGES.greeting, { name: name.trim() })
    : sayIn(locale, MAIL_MESSAGES.greetingNoName);

export function verificationCodeMail(
  to: string,
  code: string,
  firstname?: string,
  locale: Locale = DEFAULT_LOCALE,
): MailMessage {
  const say = (message: (typeof MAIL_MESSAGES)[keyof typeof MAIL_MESSAGES]) =>
    sayIn(locale, message, { code, minutes: AUTH_LIMITS.otpTtlMinutes });
  return {
    to,
    subject: say(MAIL_MESSAGES.codeSubject),
    preview: `code ${code}`,
    text: [
      greeting(locale, firstname),
      '',
      say(MAIL_MESSAGES.codeLine),
      '',
      say(MAIL_MESSAGES.codeUse),
      say(MAIL_MESSAGES.ignore),
    ].join('\n'),
    html: mailLayout(
      say(MAIL_MESSAGES.codeTitle),
      `<p>${escapeHtml(greeting(locale, firstname))}</p>
<p>${escapeHtml(say(MAIL_MESSAGES.codeIntro))}</p>
<p style="font-size:32px;font-weight:700;letter-spacing:8px;margin:16px 0">${code}</p>
<p>${escapeHtml(say(MAIL_MESSAGES.codeUse))}</p>
<p style="color:#52606D">${escapeHtml(say(MAIL_MESSAGES.ignore))}</p>`,
      locale,
    ),
  };
}

export function passwordResetMail(
  to: string,
  link: string,
  firstname?: string,
  locale: Locale = DEFAULT_LOCALE,
): MailMessage {
  const say = (message: (typeof MAIL_MESSAGES)[keyof typeof MAIL_MESSAGES]) =>
    sayIn(locale, message, { minutes: AUTH_LIMITS.resetTokenTtlMinutes });
  return {
    to,
    subject: say(MAIL_MESSAGES.resetSubject),
    preview: `reset link ${link}`,
    text: [greeting(locale, firstname), '', say(MAIL_MESSAGES.resetOpen), link, '', say(MAIL_MESSAGES.resetOnce)].join(
      '\n',
    ),
    html: mailLayout(
      say(MAIL_MESSAGES.resetSubject),
      `<p>${escapeHtml(greeting(locale, firstname))}</p>
<p>${escapeHtml(say(MAIL_MESSAGES.resetIntro))}</p>
<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="background:#0F766E;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(say(MAIL_MESSAGES.resetButton))}</a></p>
<p style="font-size:13px;color:#52606D;word-break:break-all">${escapeHtml(sayIn(locale, MAIL_MESSAGES.resetOrOpen, { link }))}</p>
<p>${escapeHtml(say(MAIL_MESSAGES.resetOnce))}</p>`,
      locale,
    ),
  };
}

/** Sent instead of a code when someone signs up with an address that already has an account. */
export function existingAccountMail(
  to: string,
  signInUrl: string,
  resetUrl: string,
  firstname?: string,
  locale: Locale = DEFAULT_LOCALE,
): MailMessage {
  const say = (message: (typeof MAIL_MESSAGES)[keyof typeof MAIL_MESSAGES]) => sayIn(locale, message);
  return {
    to,
    subject: say(MAIL_MESSAGES.existingSubject),
    preview: `existing account, sign in at ${signInUrl}`,
    text: [
      greeting(locale, firstname),
      '',
      say(MAIL_MESSAGES.existingIntro),
      sayIn(locale, MAIL_MESSAGES.existingSignInLine, { url: signInUrl }),
      sayIn(locale, MAIL_MESSAGES.existingForgotLine, { url: resetUrl }),
      '',
      say(MAIL_MESSAGES.existingNotYou),
    ].join('\n'),
    html: mailLayout(
      say(MAIL_MESSAGES.existingSubject),
      `<p>${escapeHtml(greeting(locale, firstname))}</p>
<p>${escapeHtml(say(MAIL_MESSAGES.existingIntro))}</p>
<p><a href="${escapeHtml(signInUrl)}">${escapeHtml(say(MAIL_MESSAGES.existingSignIn))}</a> ${escapeHtml(say(MAIL_MESSAGES.existingOr))} <a href="${escapeHtml(resetUrl)}">${escapeHtml(say(MAIL_MESSAGES.existingReset))}</a>.</p>
<p style="color:#52606D">${escapeHtml(say(MAIL_MESSAGES.existingNotYou))}</p>`,
      locale,
    ),
  };
}
