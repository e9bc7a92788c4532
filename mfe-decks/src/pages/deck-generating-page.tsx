import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { AppChrome } from '@kuza/app';
import { defineMessages } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';
import { DeckNotFound } from '../components/deck-not-found';
import { GenerationProgress } from '../features/generation/generation-progress';
import '../i18n';

const MESSAGES = defineMessages({
  title: { id: 'decks.generating.title', defaultMessage: 'Generating Pitch Deck' },
  heading: { id: 'decks.generating.heading', defaultMessage: 'Generating Your Pitch Deck...' },
});

// A short centred column: the progress and its message read as one line of sight.
const Column = styled.div`
  max-width: ${({ theme }) => theme.widths.narrow};
  margin: 0 auto;
  padding-top: ${({ theme }) => theme.spacing.xl};
  text-align: center;
`;

/** /pitch-deck-generating?deck=<id>: the real progress of the slides being written, then the editor. */
export default function DeckGeneratingPage() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const deckId = params.get('deck')?.trim();
  return (
    <AppChrome title={t(MESSAGES.title)}>
      <Column>
        <h1>{t(MESSAGES.heading)}</h1>
        {deckId ? <GenerationProgress deckId={deckId} notFound={<DeckNotFound />} /> : <DeckNotFound missingId />}
      </Column>
    </AppChrome>
  );
}
