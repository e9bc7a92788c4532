import { useMediaQuery } from '@kuza/ui';

/** True when the visitor asked the system for less motion; follows the setting live. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
