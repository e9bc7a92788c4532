import { DECK_MESSAGES, type SharedDeck } from '@kuza/contracts';
import { isLinkToken, ShareMessage, useDocumentTitle, useServerDrawnData } from '@kuza/app';
import { defineMessages } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';
import { Button, PageLoader } from '@kuza/ui';
import { useDeckSharedQuery } from '../decks/api';
import { LinkDeckView } from './link-deck-view';
import { SharedDeckReader } from './shared-deck-reader';
import { COMMON_MESSAGES } from '../../components/common-messages';

const MESSAGES = defineMessages({
  loading: { id: 'decks.shared.loading', defaultMessage: 'Loading the deck' },
  askAgain: { id: 'decks.shared.askAgain', defaultMessage: 'Ask the person who sent it for a new link.' },
  goToKuza: { id: 'decks.shared.goToKuza', defaultMessage: 'Go to Kuza' },
  loadFailed: { id: 'decks.shared.loadFailed', defaultMessage: 'This deck could not be loaded' },
});

/** The public, read-only deck behind a share link; no session needed. A named link's token has its own gate. */
export function SharedDeckView({ token }: { token: string }) {
  return isLinkToken(token) ? <LinkDeckView token={token} /> : <OpenDeckView token={token} />;
}

/** The deck's own anyone-with-the-link address. */
function OpenDeckView({ token }: { token: string }) {
  const { t } = useI18n();
  // The deck as the share page's HTML was drawn from (which counted the view): no second request.
  const drawn = useServerDrawnData<SharedDeck>();
  const query = useDeckSharedQuery(token, { skip: drawn !== undefined });
  const { error, isLoading, refetch } = query;
  const data = query.data ?? drawn;
  useDocumentTitle(data?.name);

  if (isLoading) return <PageLoader label={t(MESSAGES.loading)} />;
  if (!data) {
    const gone = (error as { status?: unknown } | undefined)?.status === 404;
    return gone ? (
      <ShareMessage
        title={t(DECK_MESSAGES.shareNotFound)}
        text={t(MESSAGES.askAgain)}
        action={<a href="/">{t(MESSAGES.goToKuza)}</a>}
      />
    ) : (
      <ShareMessage
        title={t(MESSAGES.loadFailed)}
        text={t(COMMON_MESSAGES.checkConnection)}
        action={<Button onClick={() => void refetch()}>{t(COMMON_MESSAGES.tryAgain)}</Button>}
      />
    );
  }
  return <SharedDeckReader deck={data} />;
}
