import { useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { layoutDeck, type DeckTheme, type Slide } from '@kuza/contracts';
import { Button, trapTabKey } from '@kuza/ui';
import { fontOf } from './deck-theme';
import { Slideshow } from './slideshow';
import { defineMessages, localeDirection, DEFAULT_LOCALE } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';

const MESSAGES = defineMessages({
  preview: { id: 'decks.preview.title', defaultMessage: 'Preview' },
  exit: { id: 'decks.preview.exit', defaultMessage: 'Exit preview' },
});

export interface PreviewOverlayProps {
  slides: Slide[];
  theme?: DeckTheme;
  /** The deck's language: its slides' direction and the way they turn. */
  language?: string;
  startIndex: number;
  onClose: (lastIndex: number) => void;
  /** The slide presented (its index in `slides`), on opening and at every turn (a link's activity reports). */
  onSlide?: (index: number) => void;
}

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.dialog};
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.lg};
  background: #0b1120;
  &:focus {
    outline: none;
  }
`;

const Close = styled(Button)`
  position: absolute;
  top: ${({ theme }) => theme.spacing.md};
  inset-inline-end: ${({ theme }) => theme.spacing.md};
`;

/**
 * The full-screen slideshow: the browser's Fullscreen API where it exists, else a fixed overlay.
 * It owns the slide keys while open (a slideshow behind it stays put), keeps Tab inside, and Escape
 * (or leaving full screen) closes it, hands back the slide it ended on and the focus to its opener.
 */
export function PreviewOverlay({ slides, theme, language, startIndex, onClose, onSlide }: PreviewOverlayProps) {
  const { t } = useI18n();
  // The slideshow steps through pages (a slide and its '(cont.)' continuations); the editor knows slides.
  const pages = useMemo(
    () => layoutDeck(slides, fontOf(theme), localeDirection(language ?? DEFAULT_LOCALE)),
    [slides, theme, language],
  );
  const [index, setIndex] = useState(() =>
    Math.max(
      0,
      pages.findIndex((page) => page.index === startIndex),
    ),
  );
  const rootRef = useRef<HTMLDivElement>(null);
  const indexRef = useRef(index);
  indexRef.current = index;
  const closeRef = useRef((_at: number) => {});
  closeRef.current = (at: number) => onClose(pages[at]?.index ?? startIndex);
  const presented = pages[index]?.index ?? startIndex;
  useEffect(() => onSlide?.(presented), [onSlide, presented]);

  useEffect(() => {
    const root = rootRef.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    root?.focus();
    let entered = false;
    const onFullscreenChange = () => {
      if (document.fullscreenElement === root) entered = true;
      else if (entered) closeRef.current(indexRef.current);
    };
    // On the document, not the overlay: a button disabled at an end can leave the focus on <body>.
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') closeRef.current(indexRef.current);
    };
    document.addEventListener('fullscreenchange', onFullscreenChange);
    document.addEventListener('keydown', onEscape);
    root?.requestFullscreen?.().catch(() => undefined);
    return () => {
      document.removeEventListener('fullscreenchange', onFullscreenChange);
      document.removeEventListener('keydown', onEscape);
      if (document.fullscreenElement) void document.exitFullscreen?.().catch(() => undefined);
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return createPortal(
    <Overlay
      ref={rootRef}
      role="dialog"
      aria-modal="true"
      aria-label={t(MESSAGES.preview)}
      tabIndex={-1}
      onKeyDown={(event) => trapTabKey(event, rootRef.current)}
    >
      <Close variant="secondary" size="sm" onClick={() => closeRef.current(index)}>
        {t(MESSAGES.exit)}
      </Close>
      <Slideshow
        pages={pages}
        theme={theme}
        language={language}
        index={index}
        onIndexChange={setIndex}
        tone="dark"
        present
      />
    </Overlay>,
    document.body,
  );
}
