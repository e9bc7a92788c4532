import { useEffect, useRef, type PointerEvent, type RefObject } from 'react';
import type { TextDirection } from './line-direction';

/** How far a finger must travel sideways, in CSS pixels, for a swipe to turn the slide. */
export const SWIPE_DISTANCE = 50;

export interface SlideNavigation {
  /** The slide shown (0-based) and the last one. */
  current: number;
  last: number;
  onIndexChange: (index: number) => void;
  /** The element the slideshow is drawn in: keys reach it only when no other dialog is above it. */
  scope: RefObject<HTMLElement | null>;
  /** Space and Shift+Space turn slides too (the presenting view; on a page Space scrolls it). */
  space?: boolean;
  /** The deck's direction: right to left, the next slide is to the left (ArrowLeft, a swipe to the right). */
  direction?: TextDirection;
}

const STEPS: Record<string, 1 | -1 | 'first' | 'last'> = {
  ArrowRight: 1,
  ArrowDown: 1,
  PageDown: 1,
  ArrowLeft: -1,
  ArrowUp: -1,
  PageUp: -1,
  Home: 'first',
  End: 'last',
};

/** Right to left, the sideways arrows swap: the one pointing the way the deck's lines run goes forward. */
const MIRRORED: Record<string, string> = { ArrowLeft: 'ArrowRight', ArrowRight: 'ArrowLeft' };

const stepOf = (key: string, direction: TextDirection) => STEPS[direction === 'rtl' ? (MIRRORED[key] ?? key) : key];

const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/** Space on a button or link is that control's own click, not a slide turn. */
const activates = (target: EventTarget | null) => target instanceof Element && target.closest('button, a[href]');

/** A modal dialog drawn over the slideshow (the presenting view over the share page): the keys are its. */
const coveredByDialog = (scope: HTMLElement | null) =>
  Array.from(document.querySelectorAll('[aria-modal="true"]')).some((dialog) => !scope || !dialog.contains(scope));

/**
 * Turns slides with the arrow keys, Page Up/Down, Home and End (and Space, Shift+Space back, where
 * `space`) anywhere on the page, and with a sideways swipe of at least `SWIPE_DISTANCE` on a touch
 * screen. While a dialog covers the slideshow the keys belong to the dialog, so a slideshow behind a
 * presenting one stays where it is. Returns the pointer handlers to put on the slideshow.
 */
export function useSlideNavigation(navigation: SlideNavigation) {
  const { current, last, onIndexChange, scope, space = false, direction = 'ltr' } = navigation;
  const latest = useRef({ current, last, onIndexChange, space, direction });
  latest.current = { current, last, onIndexChange, space, direction };

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || typing(event.target)) return;
      const { current: at, last: end, onIndexChange: go, space: withSpace, direction: way } = latest.current;
      const isSpace = event.key === ' ';
      if (isSpace && (!withSpace || activates(event.target))) return;
      const step = isSpace ? (event.shiftKey ? -1 : 1) : stepOf(event.key, way);
      if (step === undefined || coveredByDialog(scope.current)) return;
      event.preventDefault();
      const target = step === 'first' ? 0 : step === 'last' ? end : at + step;
      go(Math.min(Math.max(target, 0), end));
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [scope]);

  const start = useRef<{ id: number; x: number; y: number } | null>(null);
  return {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      // A mouse drag selects text; only a finger or a pen swipes.
      start.current =
        event.pointerType === 'mouse' ? null : { id: event.pointerId, x: event.clientX, y: event.clientY };
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      const from = start.current;
      start.current = null;
      if (!from || from.id !== event.pointerId) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) < SWIPE_DISTANCE || Math.abs(dx) <= Math.abs(dy)) return;
      const { current: at, last: end, onIndexChange: go, direction: way } = latest.current;
      // A finger moving left pulls the next slide in, as on a phone's photo viewer; right to left, a finger moving right.
      const forward = way === 'rtl' ? dx > 0 : dx < 0;
      go(Math.min(Math.max(at + (forward ? 1 : -1), 0), end));
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
}
