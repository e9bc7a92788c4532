import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

/**
 * In-page anchors (#features, #faq, #privacy …) are router links, so they work from any page;
 * this scrolls to the target smoothly (instantly with reduced motion) and moves focus there so
 * keyboard and screen-reader users land where sighted users do.
 */
export function useHashScroll(ready = true) {
  const { hash, key } = useLocation();
  const reduced = usePrefersReducedMotion();

  useEffect(() => {
    if (!ready || !hash || hash.length < 2) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    target.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
    // A section becomes focusable by script only; a field or link keeps its place in the tab order.
    if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
    // `key` changes on every navigation, so clicking the same anchor twice scrolls again.
  }, [hash, key, ready, reduced]);
}
