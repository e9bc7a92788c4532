import type { MailMessage } from '../mail/mailer';
import { INVITATION_TTL_DAYS } from '@kuza/contracts';

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The invitation e-mail: who invites, to which workspace, and the one link that accepts it. */
export function invitationMail(to: string, link: string, inviter: string, workspace: string): MailMessage {
  const who = inviter || 'A teammate';
  return {
    to,
    subject: `${who} invited you to ${workspace} on Kuza`,
    preview: `invitation link ${link}`,
    text: [
      'Hi,',
      '',
      `${who} invited you to join ${workspace} on Kuza, where your team builds its pitch decks and founder resumes.`,
      '',
      `Accept the invitation: ${link}`,
      '',
      `The link works for ${INVITATION_TTL_DAYS} days. Sign up or sign in with this e-mail address (${to}) to join.`,
      'If you were not expecting this, you can ignore this e-mail.',
    ].join('\n'),
    html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Kuza invitation</title></head>
<body style="margin:0;padding:24px;background:#F7FAF9;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1F2933">
<div style="max-width:480px;margin:0 auto;background:#fff;border:1px solid #D9E2EC;border-radius:12px;padding:32px">
<p style="margin:0 0 16px;font-size:20px;font-weight:700;color:#0F766E">Kuza</p>
<p>Hi,</p>
<p>${escape(who)} invited you to join <strong>${escape(workspace)}</strong> on Kuza, where your team builds its pitch decks and founder resumes.</p>
<p><a href="${escape(link)}" style="display:inline-block;background:#0F766E;color:#fff;padding:10px 16px;border-radius:8px;text-decoration:none">Accept the invitation</a></p>
<p style="font-size:13px;color:#52606D">The link works for ${INVITATION_TTL_DAYS} days. Sign up or sign in with ${escape(to)} to join. If you were not expecting this, you can ignore this e-mail.</p>
</div></body></html>`,
  };
}
