import { lazy, Suspense } from 'react';
import type { LinkedKind } from '@kuza/contracts';
import { Spinner } from '@kuza/ui';
import { defineMessages } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';

const messages = defineMessages({
  loading: { id: 'app.links.loadingPanel', defaultMessage: 'Loading the investor links' },
});

/**
 * The owner's links panel (its form with final-form, the visits and the CSV) loads when the Share
 * dialog first draws it: @kuza/app is one shared module that every shared document's page loads,
 * and an investor reading a deck or a resume never needs these.
 */
const Panel = lazy(() => import('./links-panel').then((part) => ({ default: part.LinksPanel })));

export function LinksPanel(props: { kind: LinkedKind; documentId: string }) {
  const { t } = useI18n();
  return (
    <Suspense fallback={<Spinner label={t(messages.loading)} />}>
      <Panel {...props} />
    </Suspense>
  );
}
