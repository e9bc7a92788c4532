import { useSyncExternalStore } from 'react';
// By the package's name, not './i18n': in a browser build this file is a shared module of its own, and must reach
// the one shared instance rather than carry a copy.
import { i18n, type I18n } from '@kuza/i18n';

/**
 * The page's translations for a component: `const { t, formatNumber } = useI18n(); t(messages.title)`.
 * The component renders again when the language changes or a catalog arrives.
 */
export function useI18n(): I18n {
  useSyncExternalStore(
    i18n.subscribe,
    () => i18n.version,
    () => i18n.version,
  );
  return i18n;
}
