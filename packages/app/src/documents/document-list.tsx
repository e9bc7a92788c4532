import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { DocumentListResponse } from '@kuza/contracts';
import { errorMessage } from '@kuza/store';
import { ConfirmDeleteDialog } from '../confirm-delete-dialog';
import { DocumentRow, type DocumentSummary } from './document-row';
import type { DocumentKind } from './document-api';
import type { DocumentWords } from './document-words';
import { RenameDialog, type RenameOptions } from './rename-dialog';
import { Button, EmptyState, ErrorState, PlainList, Spinner, toast } from '@kuza/ui';
import { useNow } from './use-now';
import { defineMessages } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';

const messages = defineMessages({
  duplicated: { id: 'app.documents.duplicated', defaultMessage: 'Duplicated as “{name}”' },
  notDuplicated: {
    id: 'app.documents.notDuplicated',
    defaultMessage: '{kind, select, deck {Could not duplicate the pitch deck} other {Could not duplicate the resume}}',
  },
  loading: {
    id: 'app.documents.loading',
    defaultMessage: '{kind, select, deck {Loading your pitch decks} other {Loading your resumes}}',
  },
  notLoaded: {
    id: 'app.documents.notLoaded',
    defaultMessage:
      '{kind, select, deck {Your pitch decks could not be loaded} other {Your resumes could not be loaded}}',
  },
  checkConnection: { id: 'app.documents.checkConnection', defaultMessage: 'Check your connection and try again.' },
  none: {
    id: 'app.documents.none',
    defaultMessage: '{kind, select, deck {No pitch decks yet} other {No resumes yet}}',
  },
  createFirst: {
    id: 'app.documents.createFirst',
    defaultMessage: '{kind, select, deck {Create your first pitch deck} other {Create your first resume}}',
  },
  list: { id: 'app.documents.list', defaultMessage: '{kind, select, deck {Your pitch decks} other {Your resumes}}' },
  deleteTitle: {
    id: 'app.documents.deleteTitle',
    defaultMessage: '{kind, select, deck {Delete this pitch deck?} other {Delete this resume?}}',
  },
  deleteText: {
    id: 'app.documents.deleteText',
    defaultMessage: '“{name}” will be deleted for everyone in your workspace. This cannot be undone.',
  },
  deleted: { id: 'app.documents.deleted', defaultMessage: 'Deleted “{name}”' },
  notDeleted: {
    id: 'app.documents.notDeleted',
    defaultMessage: '{kind, select, deck {Could not delete the pitch deck} other {Could not delete the resume}}',
  },
});

const Loading = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.spacing.xxl};
  color: ${({ theme }) => theme.colors.primary};
`;

/** The list query's result (an RTK Query `list` hook's answer). */
export interface DocumentListQuery<T> {
  data?: DocumentListResponse<T>;
  error?: unknown;
  isLoading: boolean;
  isError: boolean;
  refetch: () => unknown;
}

export interface DocumentListProps<T extends DocumentSummary> {
  kind: DocumentKind;
  words: DocumentWords;
  query: DocumentListQuery<T>;
  /** Where an item's name leads. */
  hrefOf: (item: T) => string;
  /** More facts after an item's status, e.g. a resume's template. */
  metaOf?: (item: T) => ReactNode;
  /** Copies an item on the server; resolves to the copy. */
  duplicate: (id: string) => Promise<{ name: string }>;
  /** Deletes an item on the server; offered only when the list says the caller may (Owners and Admins). */
  remove: (id: string) => Promise<unknown>;
  removing: boolean;
  rename: RenameOptions;
  onCreate: () => void;
}

/**
 * A workspace's decks or resumes, newest first, each with Rename, Duplicate and Delete; with
 * loading, error (with Retry) and empty (with a create button) states.
 */
export function DocumentList<T extends DocumentSummary>({
  kind,
  words,
  query,
  hrefOf,
  metaOf,
  duplicate,
  remove,
  removing,
  rename,
  onCreate,
}: DocumentListProps<T>) {
  const { t } = useI18n();
  const [duplicatingId, setDuplicatingId] = useState<string>();
  const [renaming, setRenaming] = useState<T | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const now = useNow();

  const onDuplicate = async (item: T) => {
    setDuplicatingId(item.id);
    try {
      const copy = await duplicate(item.id);
      toast.success(t(messages.duplicated, { name: copy.name }));
    } catch (failure) {
      toast.error(errorMessage(failure, t(messages.notDuplicated, { kind })));
    } finally {
      setDuplicatingId(undefined);
    }
  };

  const { data, error, isLoading, isError, refetch } = query;
  const items = data?.items;
  if (isLoading) {
    return (
      <Loading>
        <Spinner size="lg" label={t(messages.loading, { kind })} />
      </Loading>
    );
  }
  if (isError || !items) {
    return (
      <ErrorState
        title={t(messages.notLoaded, { kind })}
        message={errorMessage(error, t(messages.checkConnection))}
        onRetry={() => void refetch()}
      />
    );
  }
  if (items.length === 0) {
    return (
      <EmptyState
        title={t(messages.none, { kind })}
        text={words.emptyText}
        action={<Button onClick={onCreate}>{t(messages.createFirst, { kind })}</Button>}
      />
    );
  }
  return (
    <>
      <PlainList aria-label={t(messages.list, { kind })}>
        {items.map((item) => (
          <DocumentRow
            key={item.id}
            item={item}
            href={hrefOf(item)}
            meta={metaOf?.(item)}
            now={now}
            duplicating={duplicatingId === item.id}
            onRename={setRenaming}
            onDuplicate={(row) => void onDuplicate(row)}
            onDelete={data?.canDelete ? setDeleting : undefined}
          />
        ))}
      </PlainList>
      <RenameDialog item={renaming} kind={kind} words={words} options={rename} onClose={() => setRenaming(null)} />
      <ConfirmDeleteDialog
        open={!!deleting}
        title={t(messages.deleteTitle, { kind })}
        description={deleting && t(messages.deleteText, { name: deleting.name })}
        onConfirm={async () => deleting && remove(deleting.id)}
        busy={removing}
        successMessage={t(messages.deleted, { name: deleting?.name ?? '' })}
        failureMessage={t(messages.notDeleted, { kind })}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
