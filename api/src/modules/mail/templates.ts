import { AUTH_LIMITS } from '@kuza/contracts';
import type { MailMessage } from './mailer';

/**
 * The account e-mails, each with a plain-text and an HTML part. Texts are short, say why the
 * mail came and what to do if the reader did not ask for it.
 */
export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Every Kuza e-mail's HTML frame: the name, the body, the footer line. */
export function mailLayout(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#F7FAF9;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1F2933">
<div style="max-width:480px;margin:0 auto;background:#fff;border:1px solid #D9E2EC;border-radius:12px;padding:32px">
<p style="margin:0 0 16px;font-size:20px;font-weight:700;color:#0F766E">Kuza</p>
${body}
<p style="margin:24px 0 0;font-size:13px;color:#52606D">Kuza helps founders get investor-ready.</p>
</div></body></html>`;
}

const greeting = (name?: string) => (name ? `Hi ${name},` : 'Hi,');

export function verificationCodeMail(to: string, code: string, firstname?: string): MailMessage {
  const minutes = AUTH_LIMITS.otpTtlMinutes;
  return {
    to,
    subject: `${code} is your Kuza verification code`,
    preview: `code ${code}`,
    text: [
      greeting(firstname),
      '',
      `Your Kuza verification code is: ${code}`,
      '',
      `Enter it on the Verify Email page to finish creating your account. It works for ${minutes} minutes.`,
      'If you did not sign up for Kuza, you can ignore this e-mail.',
    ].join('\n'),
    html: mailLayout(
      'Your Kuza verification code',
      `<p>${escapeHtml(greeting(firstname))}</p>
<p>Your Kuza verification code is:</p>
<p style="font-size:32px;font-weight:700;letter-spacing:8px;margin:16px 0">${code}</p>
<p>Enter it on the Verify Email page to finish creating your account. It works for ${minutes} minutes.</p>
<p style="color:#52606D">If you did not sign up for Kuza, you can ignore this e-mail.</p>`,
    ),
  };
}

export function passwordResetMail(to: string, link: string, firstname?: string): MailMessage {
  const minutes = AUTH_LIMITS.resetTokenTtlMinutes;
  return {
    to,
    subject: 'Reset your Kuza password',
    preview: `reset link ${link}`,
    text: [
      greeting(firstname),
      '',
      'Someone asked to reset the password of your Kuza account. To choose a new password, open this link:',
      link,
      '',
      `The link works once, for ${minutes} minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.`,
    ].join('\n'),
    html: mailLayout(
      'Reset your Kuza password',
      `<p>${escapeHtml(greeting(firstname))}</p>
<p>Someone asked to reset the password of your Kuza account.</p>
<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="background:#0F766E;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">Set a new password</a></p>
<p style="font-size:13px;color:#52606D;word-break:break-all">Or open this link: ${escapeHtml(link)}</p>
<p>The link works once, for ${minutes} minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.</p>`,
    ),
  };
}

/** Sent instead of a code when someone signs up with an address that already has an account. */
export function existingAccountMail(to: string, signInUrl: string, resetUrl: string, firstname?: string): MailMessage {
  return {
    to,
    subject: 'You already have a Kuza account',
    preview: `existing account, sign in at ${signInUrl}`,
    text: [
      greeting(firstname),
      '',
      'Someone tried to create a Kuza account with this e-mail address, but you already have one.',
      `Sign in: ${signInUrl}`,
      `Forgot your password? ${resetUrl}`,
      '',
      'If this was not you, no action is needed: your account has not changed.',
    ].join('\n'),
    html: mailLayout(
      'You already have a Kuza account',
      `<p>${escapeHtml(greeting(firstname))}</p>
<p>Someone tried to create a Kuza account with this e-mail address, but you already have one.</p>
<p><a href="${escapeHtml(signInUrl)}">Sign in</a> or <a href="${escapeHtml(resetUrl)}">reset your password</a>.</p>
<p style="color:#52606D">If this was not you, no action is needed: your account has not changed.</p>`,
    ),
  };
}
