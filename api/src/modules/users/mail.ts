import type { MailMessage } from '../mail/mailer';

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Sent after a password change, so an owner who did not make it learns at once and can reset it. */
export function passwordChangedMail(to: string, resetUrl: string, firstname?: string): MailMessage {
  const hello = firstname ? `Hi ${firstname},` : 'Hi,';
  return {
    to,
    subject: 'Your Kuza password was changed',
    preview: 'password changed',
    text: [
      hello,
      '',
      'The password of your Kuza account was just changed, and every other device was signed out.',
      '',
      `If this was not you, reset your password now: ${resetUrl}`,
    ].join('\n'),
    html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Your Kuza password was changed</title></head>
<body style="margin:0;padding:24px;background:#F7FAF9;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1F2933">
<div style="max-width:480px;margin:0 auto;background:#fff;border:1px solid #D9E2EC;border-radius:12px;padding:32px">
<p style="margin:0 0 16px;font-size:20px;font-weight:700;color:#0F766E">Kuza</p>
<p>${escape(hello)}</p>
<p>The password of your Kuza account was just changed, and every other device was signed out.</p>
<p>If this was not you, <a href="${escape(resetUrl)}">reset your password now</a>.</p>
</div></body></html>`,
  };
}
