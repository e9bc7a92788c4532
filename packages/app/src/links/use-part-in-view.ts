import { useEffect, useRef, type RefObject } from 'react';

/**
 * Tells `onPart` which part of a page-long document the viewer is reading (a resume's sections,
 * for a link's active time per section): of the elements `selector` finds in `container`, the last
 * whose top has passed the upper third of the window, else the first. `indexOf` answers the part's
 * index in the document (a part may not be drawn), or -1. Follows scrolling and resizing.
 */
export function usePartInView(
  container: RefObject<HTMLElement | null>,
  selector: string,
  indexOf: (element: Element) => number,
  onPart: (index: number) => void,
) {
  const indexRef = useRef(indexOf);
  indexRef.current = indexOf;
  const partRef = useRef(onPart);
  partRef.current = onPart;

  useEffect(() => {
    const root = container.current;
    if (!root) return;
    let last = -1;
    const update = () => {
      const line = window.innerHeight / 3;
      const parts = [...root.querySelectorAll(selector)];
      const reading = parts.filter((part) => part.getBoundingClientRect().top <= line).at(-1) ?? parts[0];
      const index = reading ? indexRef.current(reading) : -1;
      if (index >= 0 && index !== last) {
        last = index;
        partRef.current(index);
      }
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [container, selector]);
}
