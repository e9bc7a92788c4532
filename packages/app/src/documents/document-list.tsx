import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { DocumentListResponse } from '@kuza/contracts';
import { errorMessage } from '@kuza/store';
import { ConfirmDeleteDialog } from '../confirm-delete-dialog';
import { DocumentRow, type DocumentSummary } from './document-row';
import type { DocumentWords } from './document-words';
import { RenameDialog, type RenameOptions } from './rename-dialog';
import { Button, EmptyState, ErrorState, PlainList, Spinner, toast } from '@kuza/ui';
import { useNow } from './use-now';

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
  const [duplicatingId, setDuplicatingId] = useState<string>();
  const [renaming, setRenaming] = useState<T | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const now = useNow();

  const onDuplicate = async (item: T) => {
    setDuplicatingId(item.id);
    try {
      const copy = await duplicate(item.id);
      toast.success(`Duplicated as “${copy.name}”`);
    } catch (failure) {
      toast.error(errorMessage(failure, `Could not duplicate the ${words.one}`));
    } finally {
      setDuplicatingId(undefined);
    }
  };

  const { data, error, isLoading, isError, refetch } = query;
  const items = data?.items;
  if (isLoading) {
    return (
      <Loading>
        <Spinner size="lg" label={`Loading your ${words.many}`} />
      </Loading>
    );
  }
  if (isError || !items) {
    return (
      <ErrorState
        title={`Your ${words.many} could not be loaded`}
        message={errorMessage(error, 'Check your connection and try again.')}
        onRetry={() => void refetch()}
      />
    );
  }
  if (items.length === 0) {
    return (
      <EmptyState
        title={`No ${words.many} yet`}
        text={words.emptyText}
        action={<Button onClick={onCreate}>Create your first {words.one}</Button>}
      />
    );
  }
  return (
    <>
      <PlainList aria-label={`Your ${words.many}`}>
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
      <RenameDialog item={renaming} words={words} options={rename} onClose={() => setRenaming(null)} />
      <ConfirmDeleteDialog
        open={!!deleting}
        title={`Delete this ${words.one}?`}
        description={
          deleting && `“${deleting.name}” will be deleted for everyone in your workspace. This cannot be undone.`
        }
        onConfirm={async () => deleting && remove(deleting.id)}
        busy={removing}
        successMessage={`Deleted “${deleting?.name}”`}
        failureMessage={`Could not delete the ${words.one}`}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
