import { useEffect, useRef } from 'react';
import { ToastContainer, type ToastContainerProps } from 'react-toastify';
import { theme } from './theme';

export { toast } from 'react-toastify';
export type { Id as ToastId, ToastOptions } from 'react-toastify';

export type ToastsProps = Omit<ToastContainerProps, 'aria-label'>;

/** Toasts open below the top bars (the site header, the taller, and the app's), never over their buttons. */
const BELOW_TOP_BAR = { top: `calc(${theme.heights.siteHeader} + ${theme.spacing.sm})` };

/** product.md §9: Alt+T moves focus to the notifications. `code` because Alt+T types "†" on macOS. */
const isHotKey = (event: KeyboardEvent) => event.altKey && event.code === 'KeyT';

/**
 * The app's one toast container (top right, 5 s), inside a focusable region labelled
 * "Notifications". Alt+T focuses the newest toast, or the region when there is none.
 */
export function Toasts(props: ToastsProps) {
  const regionRef = useRef<HTMLElement>(null);

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
    <section ref={regionRef} aria-label="Notifications" tabIndex={-1}>
      <ToastContainer
        position="top-right"
        autoClose={5000}
        newestOnTop
        hotKeys={isHotKey}
        style={BELOW_TOP_BAR}
        {...props}
        // The outer section names the region; an unnamed inner section stays a plain live region.
        aria-label={undefined}
      />
    </section>
  );
}
