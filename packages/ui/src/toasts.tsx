import { lazy, Suspense, useEffect, useRef, useSyncExternalStore } from 'react';
import type { ToastContainerProps, ToastContent, ToastOptions } from 'react-toastify';
import { defineMessages, localeDirection } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';
import { theme } from './theme';

const messages = defineMessages({
  region: { id: 'ui.toasts.region', defaultMessage: 'Notifications' },
});

export type { Id as ToastId, ToastOptions } from 'react-toastify';

export type ToastsProps = Omit<ToastContainerProps, 'aria-label'>;

/**
 * react-toastify (its code and the stylesheet it injects) is loaded when a toast is first shown,
 * not with the first page: no page needs it to draw. A toast shown before the container is there
 * waits in toastify's own queue and appears when the container mounts.
 */
let toastify: Promise<typeof import('react-toastify')> | undefined;
let wanted = false;
const listeners = new Set<() => void>();

function loadToastify() {
  if (!wanted) {
    wanted = true;
    listeners.forEach((listener) => listener());
  }
  toastify ??= import('react-toastify').catch((error: Error) => {
    // Tried again on the next toast; the page itself keeps working.
    toastify = undefined;
    throw error;
  });
  return toastify;
}

function show(run: (module: typeof import('react-toastify')) => void): void {
  loadToastify().then(run, (error: Error) => console.error('Notifications could not load:', error.message));
}

type Show = (content: ToastContent, options?: ToastOptions) => void;

/** react-toastify's `toast`, with the same calls; each one loads the library first when needed. */
export const toast = Object.assign<
  Show,
  Record<'success' | 'error' | 'info' | 'warning', Show> & { dismiss: () => void }
>((content, options) => show((module) => module.toast(content, options)), {
  success: (content, options) => show((module) => module.toast.success(content, options)),
  error: (content, options) => show((module) => module.toast.error(content, options)),
  info: (content, options) => show((module) => module.toast.info(content, options)),
  warning: (content, options) => show((module) => module.toast.warning(content, options)),
  // Nothing to dismiss while the library is not loaded: no toast was shown.
  dismiss: () => void toastify?.then((module) => module.toast.dismiss()),
});

const ToastContainer = lazy(() => loadToastify().then((module) => ({ default: module.ToastContainer })));

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Toasts open below the top bars (the site header, the taller, and the app's), never over their buttons. */
const BELOW_TOP_BAR = { top: `calc(${theme.heights.siteHeader} + ${theme.spacing.sm})` };

/** product.md §9: Alt+T moves focus to the notifications. `code` because Alt+T types "†" on macOS. */
const isHotKey = (event: KeyboardEvent) => event.altKey && event.code === 'KeyT';

/**
 * The app's one toast container (at the top, on the line's end side: the left on a right-to-left page; 5 s),
 * inside a focusable region labelled
 * "Notifications". Alt+T focuses the newest toast, or the region when there is none.
 */
export function Toasts(props: ToastsProps) {
  const { t, locale } = useI18n();
  const rightToLeft = localeDirection(locale) === 'rtl';
  const regionRef = useRef<HTMLElement>(null);
  // False on the server and while the browser adopts a prerendered page, like the page's HTML.
  const mounted = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const region = regionRef.current;
      if (!region || !isHotKey(event)) return;
      event.preventDefault();
      // With newestOnTop the first toast in the DOM is the newest; toastify's own hotkey
      // handler (which also pauses the timers) focuses the same element.
      const newest = region.querySelector<HTMLElement>('.Toastify__toast[tabindex="0"]');
      (newest ?? region).focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <section ref={regionRef} aria-label={t(messages.region)} tabIndex={-1}>
      {mounted && (
        <Suspense fallback={null}>
          <ToastContainer
            position={rightToLeft ? 'top-left' : 'top-right'}
            rtl={rightToLeft}
            autoClose={5000}
            newestOnTop
            hotKeys={isHotKey}
            style={BELOW_TOP_BAR}
            {...props}
            // The outer section names the region; an unnamed inner section stays a plain live region.
            aria-label={undefined}
          />
        </Suspense>
      )}
    </section>
  );
}
