import { useEffect, useState } from 'react';

/** True once the page is scrolled more than `offsetPx` from the top. */
export function useScrolledPast(offsetPx: number): boolean {
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > offsetPx);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [offsetPx]);

  return scrolled;
}
