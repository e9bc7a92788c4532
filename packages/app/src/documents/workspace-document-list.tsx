import type { ReactNode } from 'react';
import { documentNameError } from '@kuza/contracts';
import type { DocumentHooks, DocumentTypes } from './document-api';
import { DocumentList } from './document-list';
import type { DocumentWords } from './document-words';

export interface WorkspaceDocumentListProps<T extends DocumentTypes> {
  /** The remote's hooks of its document endpoints (documentHooks). */
  hooks: DocumentHooks<T>;
  words: DocumentWords;
  hrefOf: (item: T['row']) => string;
  metaOf?: (item: T['row']) => ReactNode;
  /** Shown when a rename meets a newer save (HTTP 409). */
  conflictMessage: string;
  onCreate: () => void;
}

/** The workspace's decks or resumes, newest first, with rename, duplicate and delete, read and saved through the API. */
export function WorkspaceDocumentList<T extends DocumentTypes>({
  hooks,
  conflictMessage,
  ...shown
}: WorkspaceDocumentListProps<T>) {
  const query = hooks.useList();
  const [duplicate] = hooks.useDuplicate();
  const [remove, { isLoading: removing }] = hooks.useDelete();
  const [update, { isLoading: saving }] = hooks.useUpdate();
  return (
    <DocumentList
      {...shown}
      kind={hooks.kind}
      query={query}
      duplicate={(id) => duplicate(id).unwrap()}
      remove={(id) => remove(id).unwrap()}
      removing={removing}
      rename={{
        // The rename dialog reads the item afresh: its version makes the rename safe against newer work.
        useLatest: (id) => hooks.useGet(id, { refetchOnMountOrArgChange: true }),
        save: (change) => update(change).unwrap(),
        saving,
        validateName: documentNameError,
        conflictMessage,
      }}
    />
  );
}
