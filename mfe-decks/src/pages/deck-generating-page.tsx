import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { AppChrome } from '@kuza/app';
import { DeckNotFound } from '../components/deck-not-found';
import { GenerationProgress } from '../features/generation/generation-progress';

// A short centred column: the progress and its message read as one line of sight.
const Column = styled.div`
  max-width: ${({ theme }) => theme.widths.narrow};
  margin: 0 auto;
  padding-top: ${({ theme }) => theme.spacing.xl};
  text-align: center;
`;

/** /pitch-deck-generating?deck=<id>: the real progress of the slides being written, then the editor. */
export default function DeckGeneratingPage() {
  const [params] = useSearchParams();
  const deckId = params.get('deck')?.trim();
  return (
    <AppChrome title="Generating Pitch Deck">
      <Column>
        <h1>Generating Your Pitch Deck...</h1>
        {deckId ? <GenerationProgress deckId={deckId} notFound={<DeckNotFound />} /> : <DeckNotFound missingId />}
      </Column>
    </AppChrome>
  );
}
