import { lazy, Suspense } from 'react';
import type { LinkedKind } from '@kuza/contracts';
import { Spinner } from '@kuza/ui';

/**
 * The owner's links panel (its form with final-form, the visits and the CSV) loads when the Share
 * dialog first draws it: @kuza/app is one shared module that every shared document's page loads,
 * and an investor reading a deck or a resume never needs these.
 */
const Panel = lazy(() => import('./links-panel').then((part) => ({ default: part.LinksPanel })));

export function LinksPanel(props: { kind: LinkedKind; documentId: string }) {
  return (
    <Suspense fallback={<Spinner label="Loading the investor links" />}>
      <Panel {...props} />
    </Suspense>
  );
}
