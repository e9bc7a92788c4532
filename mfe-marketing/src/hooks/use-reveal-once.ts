import { useEffect, useRef, useState } from 'react';

/**
 * Becomes true the first time the element is at least `threshold` visible, then stays true
 * (cards animate in once). Without IntersectionObserver, or with `enabled` false, it starts true
 * so content is never left hidden.
 */
export function useRevealOnce<T extends Element>(threshold: number, enabled = true) {
  const ref = useRef<T>(null);
  const observable = enabled && typeof IntersectionObserver === 'function';
  const [revealed, setRevealed] = useState(!observable);

  useEffect(() => {
    const element = ref.current;
    if (!observable || revealed || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setRevealed(true);
          observer.disconnect();
        }
      },
      { threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [observable, revealed, threshold]);

  return { ref, revealed: revealed || !observable };
}
