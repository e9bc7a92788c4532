import { useEffect, useState } from 'react';

/** Spec §9: the headline types one character every 80 ms. */
export const TYPING_INTERVAL_MS = 80;

/**
 * The first `n` characters of `text`, growing by one every `intervalMs`. With `animate` false
 * (reduced motion) the whole text is there at once.
 */
export function useTypedText(text: string, animate: boolean, intervalMs = TYPING_INTERVAL_MS): string {
  const [count, setCount] = useState(0);

  useEffect(() => {
    if (!animate) return;
    setCount(0);
    const timer = window.setInterval(() => {
      setCount((current) => {
        if (current + 1 >= text.length) window.clearInterval(timer);
        return Math.min(current + 1, text.length);
      });
    }, intervalMs);
    return () => window.clearInterval(timer);
  }, [text, animate, intervalMs]);

  return animate ? text.slice(0, count) : text;
}
