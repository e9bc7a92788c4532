import { AUTH_LIMITS, LINKED_PART } from '@kuza/contracts';
import type { DocumentKind } from '../documents/share-views';
import type { MailMessage } from '../mail/mailer';
import { escapeHtml as escape, mailLayout } from '../mail/templates';

/** The code a viewer enters to open a deck or a resume through a link that asks for a verified e-mail. */
export function linkCodeMail(to: string, code: string, document: { kind: DocumentKind; name: string }): MailMessage {
  const minutes = AUTH_LIMITS.otpTtlMinutes;
  const { kind, name: deckName } = document;
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
      `If you did not ask to view this ${kind}, you can ignore this e-mail.`,
    ].join('\n'),
    html: mailLayout(
      'Your code',
      `<p>Hi,</p>
<p>Your code to view <strong>${escape(deckName)}</strong> is:</p>
<p style="font-size:32px;font-weight:700;letter-spacing:8px;margin:16px 0">${code}</p>
<p>Enter it on the page that asked for it. It works for ${minutes} minutes.</p>
<p style="color:#52606D">If you did not ask to view this ${kind}, you can ignore this e-mail.</p>`,
    ),
  };
}

export interface FirstVisit {
  label: string;
  kind: DocumentKind;
  deckName: string;
  /** The verified address, when the link asks for one. */
  viewer?: string;
  device: string;
  seconds: number;
  /** The slides (a resume's sections) the viewer stayed longest on, longest first. */
  top: Array<{ number: number; title: string; seconds: number }>;
  analyticsUrl: string;
}

/** The owner's alert on a link's first visit: who, and which slides held them. */
export function firstVisitMail(to: string, visit: FirstVisit): MailMessage {
  const part = LINKED_PART[visit.kind];
  const who = visit.viewer ?? `Someone with the link "${visit.label}"`;
  const slides = visit.top.map(
    (slide) =>
      `${part[0]!.toUpperCase()}${part.slice(1)} ${slide.number}${slide.title ? ` (${slide.title})` : ''}: ${slide.seconds} s`,
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
      ...(slides.length ? ['', `The ${part}s that held them longest:`, ...slides] : []),
      '',
      `Every visit of this link: ${visit.analyticsUrl}`,
    ].join('\n'),
    html: mailLayout(
      'First visit',
      `<p>Hi,</p>
<p>${escape(summary)}</p>
${slides.length ? `<p>The ${part}s that held them longest:</p><ul>${slides.map((line) => `<li>${escape(line)}</li>`).join('')}</ul>` : ''}
<p><a href="${escape(visit.analyticsUrl)}" style="display:inline-block;background:#0F766E;color:#fff;padding:10px 16px;border-radius:8px;text-decoration:none">See every visit</a></p>`,
    ),
  };
}
