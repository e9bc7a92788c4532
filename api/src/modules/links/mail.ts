import { AUTH_LIMITS } from '@kuza/contracts';
import type { MailMessage } from '../mail/mailer';
import { escapeHtml as escape, mailLayout } from '../mail/templates';

/** The code a viewer enters to open a deck through a link that asks for a verified e-mail. */
export function linkCodeMail(to: string, code: string, deckName: string): MailMessage {
  const minutes = AUTH_LIMITS.otpTtlMinutes;
  return {
    to,
    subject: `${code} is your code to view ${deckName}`,
    preview: `code ${code}`,
    text: [
      'Hi,',
      '',
      `Your code to view "${deckName}" on Kuza is: ${code}`,
      '',
      `Enter it on the page that asked for it. It works for ${minutes} minutes.`,
      'If you did not ask to view this deck, you can ignore this e-mail.',
    ].join('\n'),
    html: mailLayout(
      'Your code',
      `<p>Hi,</p>
<p>Your code to view <strong>${escape(deckName)}</strong> is:</p>
<p style="font-size:32px;font-weight:700;letter-spacing:8px;margin:16px 0">${code}</p>
<p>Enter it on the page that asked for it. It works for ${minutes} minutes.</p>
<p style="color:#52606D">If you did not ask to view this deck, you can ignore this e-mail.</p>`,
    ),
  };
}

export interface FirstVisit {
  label: string;
  deckName: string;
  /** The verified address, when the link asks for one. */
  viewer?: string;
  device: string;
  seconds: number;
  /** The slides the viewer stayed longest on, longest first. */
  top: Array<{ number: number; title: string; seconds: number }>;
  analyticsUrl: string;
}

/** The owner's alert on a link's first visit: who, and which slides held them. */
export function firstVisitMail(to: string, visit: FirstVisit): MailMessage {
  const who = visit.viewer ?? `Someone with the link "${visit.label}"`;
  const slides = visit.top.map(
    (slide) => `Slide ${slide.number}${slide.title ? ` (${slide.title})` : ''}: ${slide.seconds} s`,
  );
  const summary = `${who} opened ${visit.deckName} through "${visit.label}" on a ${visit.device} and spent ${visit.seconds} s on it.`;
  return {
    to,
    subject: `${visit.viewer ?? visit.label} opened ${visit.deckName}`,
    preview: `first visit of "${visit.label}"`,
    text: [
      'Hi,',
      '',
      summary,
      ...(slides.length ? ['', 'The slides that held them longest:', ...slides] : []),
      '',
      `Every visit of this link: ${visit.analyticsUrl}`,
    ].join('\n'),
    html: mailLayout(
      'First visit',
      `<p>Hi,</p>
<p>${escape(summary)}</p>
${slides.length ? `<p>The slides that held them longest:</p><ul>${slides.map((line) => `<li>${escape(line)}</li>`).join('')}</ul>` : ''}
<p><a href="${escape(visit.analyticsUrl)}" style="display:inline-block;background:#0F766E;color:#fff;padding:10px 16px;border-radius:8px;text-decoration:none">See every visit</a></p>`,
    ),
  };
}
