import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { DECK_MESSAGES, layoutDeck, type SharedDeck } from '@kuza/contracts';
import { useDocumentTitle, useServerDrawnData } from '@kuza/app';
import { Button, PageLoader, theme as ui, useMediaQuery } from '@kuza/ui';
import { NoSlides, SharedDeckFrame, SlidesAsText } from '@kuza/ui/shared-deck';
import { useDeckSharedQuery } from '../decks/api';
import { fontOf } from '../preview/deck-theme';
import { PreviewOverlay } from '../preview/preview-overlay';
import { Slideshow } from '../preview/slideshow';

const Views = styled.div`
  display: inline-flex;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const Message = styled.main`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.xxl} ${({ theme }) => theme.spacing.md};
  text-align: center;
  h1,
  p {
    margin: 0;
  }
`;

/** The two ways to read a shared deck, in the order of their buttons. */
const VIEWS = [
  { value: 'text', label: 'Text' },
  { value: 'slides', label: 'Slides' },
] as const;

/** The public, read-only slideshow behind a share link; no session needed. */
export function SharedDeckView({ token }: { token: string }) {
  // The deck as the share page's HTML was drawn from (which counted the view): no second request.
  const drawn = useServerDrawnData<SharedDeck>();
  const query = useDeckSharedQuery(token, { skip: drawn !== undefined });
  const { error, isLoading, refetch } = query;
  const data = query.data ?? drawn;
  useDocumentTitle(data?.name);
  const [index, setIndex] = useState(0);
  const [presenting, setPresenting] = useState(false);
  // A phone reads the slides as text by default; the picture of each slide is one tap away.
  const phone = useMediaQuery(ui.media.mobile);
  const [chosen, setChosen] = useState<(typeof VIEWS)[number]['value']>();
  const view = chosen ?? (phone ? 'text' : 'slides');
  const pages = useMemo(() => (data ? layoutDeck(data.slides, fontOf(data.theme)) : []), [data]);

  if (isLoading) return <PageLoader label="Loading the deck" />;
  if (!data) {
    const gone = (error as { status?: unknown } | undefined)?.status === 404;
    return (
      <Message>
        <h1>{gone ? DECK_MESSAGES.shareNotFound : 'This deck could not be loaded'}</h1>
        <p>{gone ? 'Ask the person who sent it for a new link.' : 'Check your connection and try again.'}</p>
        {gone ? <a href="/">Go to Kuza</a> : <Button onClick={() => void refetch()}>Try again</Button>}
      </Message>
    );
  }
  const actions = data.slides.length > 0 && (
    <Views role="group" aria-label="View">
      {VIEWS.map(({ value, label }) => (
        <Button
          key={value}
          variant={view === value ? 'primary' : 'secondary'}
          size="sm"
          aria-pressed={view === value}
          onClick={() => setChosen(value)}
        >
          {label}
        </Button>
      ))}
      <Button variant="secondary" size="sm" onClick={() => setPresenting(true)}>
        Present
      </Button>
    </Views>
  );
  return (
    <>
      <SharedDeckFrame name={data.name} actions={actions}>
        {!data.slides.length ? (
          <NoSlides />
        ) : view === 'text' ? (
          <SlidesAsText slides={data.slides} theme={data.theme} />
        ) : (
          <Slideshow pages={pages} theme={data.theme} index={index} onIndexChange={setIndex} />
        )}
      </SharedDeckFrame>
      {presenting && (
        <PreviewOverlay
          slides={data.slides}
          theme={data.theme}
          startIndex={pages[index]?.index ?? 0}
          onClose={(last) => {
            setPresenting(false);
            setIndex(
              Math.max(
                0,
                pages.findIndex((page) => page.index === last),
              ),
            );
          }}
        />
      )}
    </>
  );
}
