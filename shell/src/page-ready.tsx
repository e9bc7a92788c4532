import { createContext, useContext, useEffect } from 'react';

/** Called once the page is on screen (for a prerendered page: once React has adopted it). */
export const PageReadyContext = createContext<(() => void) | undefined>(undefined);

/**
 * Rendered after the page, inside its Suspense boundary: React may adopt a boundary's HTML after
 * the rest of the tree (it does when it adopts the page in slices), so only an effect in there
 * knows that the page's own elements are live.
 */
export function PageReady() {
  const onReady = useContext(PageReadyContext);
  useEffect(() => {
    // After the effects of this commit have run everywhere (forms register their fields then).
    const timer = setTimeout(() => onReady?.(), 0);
    return () => clearTimeout(timer);
  }, [onReady]);
  return null;
}
