import { useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Button, ButtonLink, Dialog } from '@kuza/ui';
import { SAMPLE_DECK, SAMPLE_FIGURES } from '../sample-deck';
import { defineMessages, localeDirection } from '@kuza/i18n';
import { useMarketingI18n } from '../../../i18n';
import { slideMessages, SlideView } from './slide-view';

const messages = defineMessages({
  title: { id: 'marketing.demo.title', defaultMessage: 'See what Kuza builds' },
  description: {
    id: 'marketing.demo.description',
    defaultMessage: 'A sample pitch deck for {company}, a fictional fintech. Its figures are illustrative.',
  },
  tryForFree: { id: 'marketing.demo.tryForFree', defaultMessage: 'Try for free' },
  previous: { id: 'marketing.demo.previous', defaultMessage: 'Previous' },
  next: { id: 'marketing.demo.next', defaultMessage: 'Next' },
});

export interface DemoDialogProps {
  open: boolean;
  onClose: () => void;
}

const Stage = styled.div`
  min-height: 360px;
  padding: ${({ theme }) => theme.spacing.md} 0;
`;

const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.md};
  padding-top: ${({ theme }) => theme.spacing.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Position = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-variant-numeric: tabular-nums;
`;

/**
 * Watch Demo: the sample deck Kuza builds, as a slideshow in an accessible dialog (Escape,
 * focus trap and focus return come from the design system's Dialog). Arrow keys change slides.
 */
export function DemoDialog({ open, onClose }: DemoDialogProps) {
  const [index, setIndex] = useState(0);
  const { t, href, locale } = useMarketingI18n();
  const last = SAMPLE_DECK.length - 1;
  const slide = SAMPLE_DECK[index];
  const nextRef = useRef<HTMLButtonElement>(null);
  const go = (next: number) => setIndex(Math.max(0, Math.min(last, next)));
  // Every viewing starts at the first slide.
  const close = () => {
    setIndex(0);
    onClose();
  };

  // The next slide lies the way the page's lines run: to the left on a right-to-left page.
  const forward = localeDirection(locale) === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const backward = forward === 'ArrowLeft' ? 'ArrowRight' : 'ArrowLeft';
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === forward) go(index + 1);
    if (event.key === backward) go(index - 1);
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      initialFocusRef={nextRef}
      size="lg"
      title={t(messages.title)}
      description={t(messages.description, { company: SAMPLE_FIGURES.company })}
      footer={
        <ButtonLink to={href('/signup')} onClick={close}>
          {t(messages.tryForFree)}
        </ButtonLink>
      }
    >
      <div onKeyDown={onKeyDown}>
        <Stage>
          <SlideView slide={slide} headingLevel={3} />
        </Stage>
        <Controls>
          {/* aria-disabled, not disabled: a disabled button would drop the keyboard focus. */}
          <Button variant="secondary" onClick={() => go(index - 1)} aria-disabled={index === 0}>
            {t(messages.previous)}
          </Button>
          <Position aria-live="polite">
            {t(slideMessages.position, { number: index + 1, count: SAMPLE_DECK.length })}
          </Position>
          <Button ref={nextRef} variant="secondary" onClick={() => go(index + 1)} aria-disabled={index === last}>
            {t(messages.next)}
          </Button>
        </Controls>
      </div>
    </Dialog>
  );
}
