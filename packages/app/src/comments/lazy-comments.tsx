import { lazy, Suspense, type ComponentProps } from 'react';
import type { CommentsDockProps } from './comments-dock';

/*
 * The comments load with the editor that mounts them, not with @kuza/app's entry: every shared
 * deck's and resume's page loads that entry, and an investor reading one never comments.
 */
const Dock = lazy(() => import('./comments-dock').then((part) => ({ default: part.CommentsDock })));
const Count = lazy(() => import('./open-thread-count').then((part) => ({ default: part.OpenThreadCount })));

export function CommentsDock(props: CommentsDockProps) {
  return (
    <Suspense fallback={null}>
      <Dock {...props} />
    </Suspense>
  );
}

export function OpenThreadCount(props: ComponentProps<typeof Count>) {
  return (
    <Suspense fallback={null}>
      <Count {...props} />
    </Suspense>
  );
}
