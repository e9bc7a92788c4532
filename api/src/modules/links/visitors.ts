import { countsAsView } from '../documents/link-previews';

/** Whether a request comes from a person's browser: robots and link previews are never visits (the share views' rule). */
export const isPerson = (userAgent: string | undefined): boolean => countsAsView(userAgent);

/** The kind of device a visit came from, for the owner's list of visits. */
export function deviceOf(userAgent: string | undefined): 'phone' | 'tablet' | 'desktop' {
  const agent = userAgent ?? '';
  if (/iPad|Tablet|PlayBook|Silk|Android(?!.*Mobile)/i.test(agent)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android|Windows Phone|BlackBerry/i.test(agent)) return 'phone';
  return 'desktop';
}
