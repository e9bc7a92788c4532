import { Fragment, type ReactNode } from 'react';
import { i18n } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';

// Once, when the first page of this remote is evaluated: the shell draws the page after its catalog for the
// page's language has arrived (one chunk per language). A catalog that fails leaves English.
i18n.register('auth', (locale) => import(`../locales/${locale}.json`)).catch(() => undefined);

/** The page's translations, for this remote's components. */
export function useAuthI18n() {
  return useI18n();
}

/** The value to give a message's placeholder that `placing` then draws as an element. */
export const PLACE = '\u0000';

/**
 * A said sentence whose placeholder was given `PLACE`, with `node` drawn there ('We sent a code to
 * **ada@example.com**'): the translation puts the value where its language wants it.
 */
export function placing(sentence: string, node: ReactNode): ReactNode {
  const parts = sentence.split(PLACE);
  return parts.map((part, index) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 && node}
    </Fragment>
  ));
}
