import { defineMessages } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';
import { ButtonLink, ErrorState } from '@kuza/ui';
import { COMMON_MESSAGES } from './common-messages';

const NOT_FOUND_MESSAGES = defineMessages({
  noDeckTitle: { id: 'decks.notFound.noDeckTitle', defaultMessage: 'No pitch deck chosen' },
  noDeckText: {
    id: 'decks.notFound.noDeckText',
    defaultMessage: 'This page needs a pitch deck. Open one from your list of pitch decks.',
  },
  title: { id: 'decks.notFound.title', defaultMessage: 'Pitch deck not found' },
  text: {
    id: 'decks.notFound.text',
    defaultMessage: 'This pitch deck does not exist, was deleted, or belongs to another workspace.',
  },
});

/** A page opened without a deck id, or with one that is unknown or not in the founder's workspace. */
export function DeckNotFound({ missingId = false }: { missingId?: boolean }) {
  const { t } = useI18n();
  return (
    <ErrorState
      title={t(missingId ? NOT_FOUND_MESSAGES.noDeckTitle : NOT_FOUND_MESSAGES.title)}
      message={t(missingId ? NOT_FOUND_MESSAGES.noDeckText : NOT_FOUND_MESSAGES.text)}
      action={<ButtonLink to="/pitch-decks">{t(COMMON_MESSAGES.goToDecks)}</ButtonLink>}
    />
  );
}

/** Reads an RTK Query error: true when the API answered 404 (or refused a malformed id). */
export const isNotFound = (error: unknown) => {
  const status = (error as { status?: unknown } | undefined)?.status;
  return status === 404 || status === 400;
};
