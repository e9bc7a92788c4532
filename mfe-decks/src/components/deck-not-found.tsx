import { ButtonLink, ErrorState } from '@kuza/ui';

/** A page opened without a deck id, or with one that is unknown or not in the founder's workspace. */
export function DeckNotFound({ missingId = false }: { missingId?: boolean }) {
  return (
    <ErrorState
      title={missingId ? 'No pitch deck chosen' : 'Pitch deck not found'}
      message={
        missingId
          ? 'This page needs a pitch deck. Open one from your list of pitch decks.'
          : 'This pitch deck does not exist, was deleted, or belongs to another workspace.'
      }
      action={<ButtonLink to="/pitch-decks">Go to Pitch Decks</ButtonLink>}
    />
  );
}

/** Reads an RTK Query error: true when the API answered 404 (or refused a malformed id). */
export const isNotFound = (error: unknown) => {
  const status = (error as { status?: unknown } | undefined)?.status;
  return status === 404 || status === 400;
};
