import { memo, useLayoutEffect, useRef, useState, type DragEvent, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import type { DeckTheme, Slide } from '@kuza/contracts';
import { OpenThreadCount } from '@kuza/app';
import { Button, VisuallyHidden } from '@kuza/ui';
import { SlideView } from '../preview/slide-view';
import { defineMessages } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';
import { COMMON_MESSAGES } from '../../components/common-messages';

const MESSAGES = defineMessages({
  slides: { id: 'decks.editor.slides', defaultMessage: 'Slides' },
  slide: { id: 'decks.editor.slideName', defaultMessage: 'Slide {position}: {title}' },
  untitledSlide: { id: 'decks.editor.slideUntitled', defaultMessage: 'Slide {position}: Untitled' },
  moveUp: { id: 'decks.editor.moveUp', defaultMessage: 'Move up' },
  moveDown: { id: 'decks.editor.moveDown', defaultMessage: 'Move down' },
});

export interface SlideListProps {
  slides: Slide[];
  selectedId: string;
  theme?: DeckTheme;
  /** The deck's language: each thumbnail's direction (the list itself runs top to bottom either way). */
  language?: string;
  onSelect: (id: string) => void;
  onMove: (from: number, to: number) => void;
  onDelete: () => void;
  /** The deck's id: each thumbnail then shows its slide's open comment threads. */
  deckId?: string;
  /** Beside a slide's thumbnail: who else is on it (the live room's presence). */
  markerOf?: (slideId: string) => ReactNode;
}

const Aside = styled.nav`
  display: flex;
  flex-direction: column;
  min-height: 0;
  border-inline-end: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const List = styled.ol`
  flex: 1;
  min-height: 0;
  margin: 0;
  padding: ${({ theme }) => theme.spacing.sm};
  overflow-y: auto;
  list-style: none;
`;

const Item = styled.li<{ $dropTarget: boolean }>`
  display: flex;
  gap: ${({ theme }) => theme.spacing.xs};
  padding: ${({ theme }) => theme.spacing.xs} 0;
  border-top: 3px solid ${({ $dropTarget, theme }) => ($dropTarget ? theme.colors.primary : 'transparent')};
`;

const Position = styled.span`
  width: 2ch;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  text-align: end;
`;

const Thumb = styled.button`
  flex: 1;
  padding: 2px;
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  text-align: start;
  cursor: pointer;
  &[aria-current='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.primarySubtle};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs};
  padding: ${({ theme }) => theme.spacing.sm};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

// Typing in one slide re-renders only its own thumbnail: the others keep their slide objects.
const Mini = memo(SlideView);

/**
 * The thumbnails: one Tab stop, Arrow Up/Down (Home/End) to move between slides, Alt+Arrow to
 * move the selected slide; drag and drop or Move up / Move down to reorder.
 */
export function SlideList(props: SlideListProps) {
  const { slides, selectedId, theme, language, onSelect, onMove, onDelete, deckId, markerOf } = props;
  const { t } = useI18n();
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const dragFrom = useRef<number | null>(null);
  const [dropAt, setDropAt] = useState<number | null>(null);
  const index = Math.max(
    0,
    slides.findIndex((slide) => slide.id === selectedId),
  );

  // After a keyboard move or selection the focus follows the selected thumbnail.
  const followFocus = useRef(false);
  useLayoutEffect(() => {
    if (!followFocus.current) return;
    followFocus.current = false;
    buttons.current[index]?.focus();
  }, [index, slides]);

  const onKeyDown = (event: KeyboardEvent, at: number) => {
    const last = slides.length - 1;
    const to = { ArrowUp: at - 1, ArrowDown: at + 1, Home: 0, End: last }[event.key];
    if (to === undefined || to < 0 || to > last) return;
    event.preventDefault();
    followFocus.current = true;
    if (event.altKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) onMove(at, to);
    else onSelect(slides[to].id);
  };

  const onDrop = (event: DragEvent, to: number) => {
    event.preventDefault();
    const from = dragFrom.current;
    dragFrom.current = null;
    setDropAt(null);
    if (from !== null && from !== to) onMove(from, to);
  };

  return (
    <Aside aria-label={t(MESSAGES.slides)}>
      <List>
        {slides.map((slide, at) => (
          <Item
            key={slide.id}
            draggable
            $dropTarget={dropAt === at}
            onDragStart={(event) => {
              dragFrom.current = at;
              event.dataTransfer.effectAllowed = 'move';
              event.dataTransfer.setData('text/plain', String(at));
            }}
            onDragOver={(event) => {
              event.preventDefault();
              if (dropAt !== at) setDropAt(at);
            }}
            onDragLeave={() => setDropAt((current) => (current === at ? null : current))}
            onDrop={(event) => onDrop(event, at)}
            onDragEnd={() => setDropAt(null)}
          >
            <Position aria-hidden="true">{at + 1}</Position>
            <Thumb
              ref={(element) => {
                buttons.current[at] = element;
              }}
              type="button"
              aria-current={at === index ? 'true' : undefined}
              tabIndex={at === index ? 0 : -1}
              onClick={() => onSelect(slide.id)}
              onKeyDown={(event) => onKeyDown(event, at)}
            >
              <VisuallyHidden>
                {slide.title
                  ? t(MESSAGES.slide, { position: at + 1, title: slide.title })
                  : t(MESSAGES.untitledSlide, { position: at + 1 })}
              </VisuallyHidden>
              <Mini slide={slide} theme={theme} language={language} headingLevel="none" />
            </Thumb>
            {deckId && <OpenThreadCount kind="deck" documentId={deckId} part={slide.id} />}
            {markerOf?.(slide.id)}
          </Item>
        ))}
      </List>
      <Actions>
        <Button size="sm" variant="ghost" disabled={index === 0} onClick={() => onMove(index, index - 1)}>
          {t(MESSAGES.moveUp)}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          disabled={index >= slides.length - 1}
          onClick={() => onMove(index, index + 1)}
        >
          {t(MESSAGES.moveDown)}
        </Button>
        <Button size="sm" variant="ghost" disabled={slides.length <= 1} onClick={onDelete}>
          {t(COMMON_MESSAGES.deleteSlide)}
        </Button>
      </Actions>
    </Aside>
  );
}
