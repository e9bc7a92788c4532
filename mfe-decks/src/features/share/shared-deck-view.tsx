import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { DECK_MESSAGES, layoutDeck } from '@kuza/contracts';
import { Button, PageLoader, theme as ui, useMediaQuery } from '@kuza/ui';
import { useDeckSharedQuery } from '../decks/api';
import { fontOf } from '../preview/deck-theme';
import { PreviewOverlay } from '../preview/preview-overlay';
import { Slideshow } from '../preview/slideshow';
import { SlideTextView } from './slide-text-view';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
  min-height: 100vh;
  padding: ${({ theme }) => theme.spacing.md};
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const Views = styled.div`
  display: inline-flex;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const TextSlides = styled.ol`
  display: grid;
  /* One column as wide as the screen: a wide table scrolls in its own box instead of widening the page. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing.md};
  margin: 0;
  padding: 0;
  list-style: none;
  min-width: 0;
`;

const Footer = styled.footer`
  margin-top: auto;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
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

/** The public, read-only slideshow behind a share link; no session needed. */
export function SharedDeckView({ token }: { token: string }) {
  const { data, error, isLoading, refetch } = useDeckSharedQuery(token);
  const [index, setIndex] = useState(0);
  const [presenting, setPresenting] = useState(false);
  // A phone reads the slides as text by default; the picture of each slide is one tap away.
  const phone = useMediaQuery(ui.media.mobile);
  const [chosen, setChosen] = useState<'text' | 'slides'>();
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
  return (
    <Page>
      <Header>
        <h1>{data.name}</h1>
        {data.slides.length > 0 && (
          <Views role="group" aria-label="View">
            <Button
              variant={view === 'text' ? 'primary' : 'secondary'}
              size="sm"
              aria-pressed={view === 'text'}
              onClick={() => setChosen('text')}
            >
              Text
            </Button>
            <Button
              variant={view === 'slides' ? 'primary' : 'secondary'}
              size="sm"
              aria-pressed={view === 'slides'}
              onClick={() => setChosen('slides')}
            >
              Slides
            </Button>
            <Button variant="secondary" size="sm" onClick={() => setPresenting(true)}>
              Present
            </Button>
          </Views>
        )}
      </Header>
      <main>
        {data.slides.length && view === 'text' ? (
          <TextSlides aria-label="Slides as text">
            {data.slides.map((slide, i) => (
              <li key={slide.id}>
                <SlideTextView slide={slide} theme={data.theme} position={i + 1} />
              </li>
            ))}
          </TextSlides>
        ) : data.slides.length ? (
          <Slideshow pages={pages} theme={data.theme} index={index} onIndexChange={setIndex} />
        ) : (
          <p>This deck has no slides yet.</p>
        )}
      </main>
      <Footer>
        Made with <a href="/">Kuza</a>, the startup toolkit for African founders.
      </Footer>
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
    </Page>
  );
}
