import { useEffect, useRef } from 'react';
import { getRuntimeConfig } from '@kuza/store';
import { createActivityReporter, type ActivityReporter, type SlideSeconds } from './activity-reporter';
import { linkActivityUrl, useLinkActivityMutation, type LinkAddress } from './api';

/** What counts as the viewer being there: any of these resets the idle clock. */
const INPUT_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/**
 * Reports the viewer's active seconds per slide (a resume's section) on a link's share page (activity-reporter.ts):
 * regular reports through the API, the last ones with navigator.sendBeacon as the page is hidden
 * or closed. Nothing runs without a visit (a robot, or an address past its visits).
 */
export function useActivityReporter(
  address: LinkAddress,
  visitId: string | undefined,
  slide: number,
  /** A report was refused because the link was revoked or expired meanwhile. */
  onGone: () => void,
) {
  const [report] = useLinkActivityMutation();
  const reporter = useRef<ActivityReporter | null>(null);
  const slideRef = useRef(slide);
  slideRef.current = slide;
  const goneRef = useRef(onGone);
  goneRef.current = onGone;

  const { kind, token } = address;
  useEffect(() => {
    if (!visitId) return;
    const at = { kind, token };
    const send = (reports: SlideSeconds[]) =>
      reports.forEach(({ slide: index, seconds }) =>
        report({ address: at, visitId, slide: index, seconds })
          .unwrap()
          .catch((error: { status?: unknown }) => {
            if (error.status === 404 || error.status === 410) goneRef.current();
          }),
      );
    const beacon = (reports: SlideSeconds[]) => {
      const url = linkActivityUrl(getRuntimeConfig().apiUrl, at);
      for (const { slide: index, seconds } of reports) {
        // text/plain: a JSON type would need a preflight, which a beacon cannot make.
        const body = new Blob([JSON.stringify({ visitId, slide: index, seconds })], { type: 'text/plain' });
        if (!navigator.sendBeacon?.(url, body)) void report({ address: at, visitId, slide: index, seconds });
      }
    };
    const activity = createActivityReporter({
      now: () => Date.now(),
      send,
      beacon,
      slide: slideRef.current,
      hidden: document.visibilityState === 'hidden',
    });
    reporter.current = activity;
    const onInput = () => activity.input();
    const onVisibility = () => activity.visibility(document.visibilityState === 'hidden');
    const onClose = () => activity.close();
    INPUT_EVENTS.forEach((name) => window.addEventListener(name, onInput, { passive: true, capture: true }));
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onClose);
    return () => {
      INPUT_EVENTS.forEach((name) => window.removeEventListener(name, onInput, { capture: true }));
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onClose);
      activity.close();
      reporter.current = null;
    };
  }, [kind, token, visitId, report]);

  useEffect(() => reporter.current?.slide(slide), [slide]);
}
