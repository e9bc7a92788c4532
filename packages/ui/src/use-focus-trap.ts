import { useEffect, type KeyboardEvent, type RefObject } from 'react';

const TABBABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

/** Elements reachable with Tab inside `root`, in DOM order. */
export function getTabbables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(TABBABLE)).filter(
    (element) => element.tabIndex >= 0 && !element.hidden && !element.closest('[inert], [aria-hidden="true"]'),
  );
}

/**
 * While `active`: moves focus into `container` (to `initialFocus`, else the first tabbable element
 * outside `skip`, else the container itself) and, on deactivation, back to whatever had focus before.
 */
export function useFocusTrap(
  active: boolean,
  container: RefObject<HTMLElement | null>,
  initialFocus?: RefObject<HTMLElement | null>,
  skip?: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    if (!active) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = container.current;
    if (root) {
      const first = getTabbables(root).find((element) => element !== skip?.current);
      (initialFocus?.current ?? first ?? root).focus();
    }
    return () => {
      // The opener may have been removed meanwhile (e.g. a deleted row); focusing it would do nothing.
      if (opener?.isConnected) opener.focus();
    };
  }, [active, container, initialFocus, skip]);
}

/** Keydown handler that keeps Tab and Shift+Tab cycling inside `root`. */
export function trapTabKey(event: KeyboardEvent<HTMLElement>, root: HTMLElement | null) {
  if (event.key !== 'Tab' || !root) return;
  const tabbables = getTabbables(root);
  if (tabbables.length === 0) {
    event.preventDefault();
    root.focus();
    return;
  }
  const first = tabbables[0];
  const last = tabbables[tabbables.length - 1];
  const current = document.activeElement;
  const outside = !(current instanceof Node) || !root.contains(current) || current === root;
  if (event.shiftKey && (current === first || outside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (current === last || outside)) {
    event.preventDefault();
    first.focus();
  }
}
