import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import styled from 'styled-components';
import {
  DEFAULT_DECK_TEMPLATE,
  notesAreStale,
  speakerNotes,
  type Deck,
  type DeckTheme,
  type Slide,
} from '@kuza/contracts';
import { CommentsDock } from '@kuza/app';
import { PresenceAvatars, PresenceMarker } from '@kuza/app/live';
import { EmptyState, SaveStatus, useUndoShortcuts } from '@kuza/ui';
import { PreviewOverlay } from '../preview/preview-overlay';
import { EditorDialogs, type EditorDialogState } from './editor-dialogs';
import { DeckChecks } from './deck-checks';
import { DeckEditorFrame } from './deck-editor-frame';
import { EditorActions } from './editor-actions';
import { blankSlide, editorReducer, restoreEditor, saveHistory, selectedIndex } from './editor-state';
import { EditorToolbar, type ToolbarAction } from './editor-toolbar';
import { ImproveSlide } from './improve-slide';
import { NotesRefresh } from './notes-refresh';
import { SlideCanvas } from './slide-canvas';
import { SlideList } from './slide-list';
import { useDeckAutosave, type DeckContent } from './use-autosave';
import { SlideTyping } from './live/slide-typing';
import { onCurrentSlide } from './live/dialog-merge';
import { useLiveDeck } from './live/use-live-deck';
import { STARTER_WORDS, useStarterWords } from './starter-words';
import { defineMessages } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';

const MESSAGES = defineMessages({
  conflict: { id: 'decks.editor.save.conflict', defaultMessage: 'This deck was changed elsewhere' },
  conflictHint: { id: 'decks.editor.save.conflictHint', defaultMessage: 'Reload to get the latest version' },
  noSlides: { id: 'decks.editor.noSlides', defaultMessage: 'This deck has no slides yet' },
  noSlidesText: { id: 'decks.editor.noSlidesText', defaultMessage: 'Use Add Slide to start one.' },
});

export interface DeckEditorProps {
  deck: Deck;
  /** Drops local changes and loads the server's version (after a 409). */
  onReload: () => void;
  /** Autosave debounce; tests shorten it. */
  saveDelayMs?: number;
}

const Layout = styled.div`
  flex: 1;
  display: grid;
  grid-template-rows: auto 1fr;
  min-height: 0;
`;

const Workspace = styled.div`
  display: grid;
  grid-template-columns: 220px 1fr;
  min-height: 0;
  @media ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
    grid-template-rows: 180px 1fr;
  }
`;

const Canvas = styled.div`
  min-height: 0;
  padding: ${({ theme }) => theme.spacing.lg};
  overflow-y: auto;
`;

/** The deck editor in its frame: thumbnails, the selected slide, toolbar, dialogs, undo/redo, autosave. */
export function DeckEditor({ deck, onReload, saveDelayMs }: DeckEditorProps) {
  const { t } = useI18n();
  const [state, dispatch] = useReducer(editorReducer, deck, (from: Deck) =>
    restoreEditor(from.id, from.slides, { facts: from.facts, outline: from.outline }),
  );
  // Undo survives a reload within the browser session.
  useEffect(() => saveHistory(deck.id, state), [deck.id, state]);
  const [dialog, setDialog] = useState<EditorDialogState | null>(null);
  const [previewFrom, setPreviewFrom] = useState<number | null>(null);
  const { slides, selectedId, facts, outline } = state.present;
  const index = selectedIndex(state);
  const slide: Slide | undefined = slides[index];
  // The theme is not in the undo history: picking another one is the way back.
  const [theme, setTheme] = useState<DeckTheme>(deck.theme);
  const [language, setLanguage] = useState(deck.language);
  // What the editor adds to the deck (a new slide's title, a new chart's and table's labels) is in its language.
  const starter = useStarterWords(language);
  const content = useMemo(
    () => ({ slides, theme, language, facts, outline }),
    [slides, theme, language, facts, outline],
  );
  const rebase = useCallback((merged: DeckContent) => {
    dispatch({ type: 'rebase', slides: merged.slides, deck: { facts: merged.facts, outline: merged.outline } });
    setTheme(merged.theme);
    setLanguage(merged.language);
  }, []);
  const onRemote = useCallback((next: Slide[]) => dispatch({ type: 'remote', slides: next }), []);
  // Teammates see which field this editor types in: a text dialog's, or the speaker notes.
  const [typingNotes, setTypingNotes] = useState(false);
  const field = dialog?.kind === 'text' ? dialog.field : typingNotes ? 'notes' : undefined;
  const room = useLiveDeck({ deck, slides, selectedId, field, onRemote });
  // The slide as a text dialog opened on it: a teammate's live edits since are kept when it saves.
  const textOpenedOn = useRef<Slide | undefined>(undefined);
  const live = useRef(room.live);
  live.current = room.live;
  const autosave = useDeckAutosave(deck.id, deck.version, content, rebase, saveDelayMs, live);
  // Exports, rewrites and Save read the saved deck: the live room's content must be in it first.
  const { saveNow: saveAutosave } = autosave;
  const { saveNow: saveRoom } = room;
  const saveFirst = useCallback(async () => (await saveAutosave()) && saveRoom(), [saveAutosave, saveRoom]);
  const undo = useCallback(() => dispatch({ type: 'undo' }), []);
  const redo = useCallback(() => dispatch({ type: 'redo' }), []);
  useUndoShortcuts({ onUndo: undo, onRedo: redo });

  const update = (changes: Partial<Slide>, coalesceKey?: string) => {
    if (!slide) return;
    dispatch({ type: 'updateSlide', id: slide.id, changes, coalesceKey });
  };

  const refreshNotes = () => {
    if (!slide) return;
    dispatch({ type: 'updateSlide', id: slide.id, changes: { notes: speakerNotes(slide, starter) } });
  };

  const onTool = (action: ToolbarAction) => {
    if (action === 'slide') dispatch({ type: 'addSlide', slide: blankSlide(starter(STARTER_WORDS.slideTitle)) });
    else if (action === 'theme') setDialog({ kind: 'theme' });
    else setDialog({ kind: action });
  };

  return (
    <DeckEditorFrame
      // The default is what a deck without a chosen template is stored with: no badge for it.
      badge={deck.template === DEFAULT_DECK_TEMPLATE ? undefined : deck.template}
      documentName={room.name}
      status={
        <>
          <PresenceAvatars kind="deck" others={room.others} />
          <SaveStatus
            status={autosave.status}
            words={{ conflict: t(MESSAGES.conflict) }}
            message={autosave.message}
            onReload={onReload}
            conflictHint={t(MESSAGES.conflictHint)}
          />
        </>
      }
      actions={
        <EditorActions
          deckId={deck.id}
          autosave={{ ...autosave, saveNow: saveFirst }}
          canUndo={state.past.length > 0}
          canRedo={state.future.length > 0}
          onUndo={undo}
          onRedo={redo}
          onPreview={() => setPreviewFrom(index)}
          onShare={() => setDialog({ kind: 'share' })}
          theme={theme}
        />
      }
    >
      <Layout>
        <EditorToolbar onAction={onTool} hasSlide={!!slide} />
        <Workspace>
          <SlideList
            slides={slides}
            selectedId={selectedId}
            theme={theme}
            language={language}
            onSelect={(id) => dispatch({ type: 'select', id })}
            onMove={(from, to) => dispatch({ type: 'moveSlide', from, to })}
            onDelete={() => setDialog({ kind: 'delete' })}
            deckId={deck.id}
            markerOf={(id) => <PresenceMarker kind="deck" others={room.others} itemId={id} />}
          />
          <Canvas
            onFocus={(event) => setTypingNotes(event.target instanceof HTMLTextAreaElement)}
            onBlur={() => setTypingNotes(false)}
          >
            {slide && <SlideTyping others={room.others} slideId={slide.id} />}
            {slide ? (
              <SlideCanvas
                slide={slide}
                position={index + 1}
                total={slides.length}
                theme={theme}
                language={language}
                deck={{ name: room.name, slides }}
                onEditText={(field) => {
                  textOpenedOn.current = slide;
                  setDialog({ kind: 'text', field });
                }}
                onEditVisual={(kind) => setDialog({ kind: kind === 'image' ? 'media' : kind })}
                onNotesChange={(notes) => update({ notes }, `notes:${slide.id}`)}
                onLayoutChange={(type) => update({ type })}
                onSplit={(parts) => dispatch({ type: 'splitSlide', id: slide.id, parts })}
              />
            ) : (
              <EmptyState title={t(MESSAGES.noSlides)} text={t(MESSAGES.noSlidesText)} />
            )}
            {slide && deck.inputs.importSource && (
              <ImproveSlide
                deckId={deck.id}
                slide={slide}
                saveFirst={saveFirst}
                onImproved={(next) => dispatch({ type: 'replaceSlide', id: next.id, slide: next })}
              />
            )}
            {slide && <NotesRefresh stale={notesAreStale(slide)} onRefresh={refreshNotes} />}
            <DeckChecks facts={facts} slides={slides} onSelect={(id) => dispatch({ type: 'select', id })} />
            {slide && (
              <CommentsDock
                kind="deck"
                documentId={deck.id}
                parts={slides}
                current={slide.id}
                onPart={(id) => dispatch({ type: 'select', id })}
              />
            )}
          </Canvas>
        </Workspace>
      </Layout>
      <EditorDialogs
        dialog={dialog}
        deckId={deck.id}
        slide={slide}
        facts={facts}
        onClose={() => setDialog(null)}
        onChange={(changes) =>
          update(
            dialog?.kind === 'text' && slide && textOpenedOn.current?.id === slide.id
              ? onCurrentSlide(textOpenedOn.current, slide, changes)
              : changes,
          )
        }
        onRewrite={(next, changes) => {
          if (!slide) return;
          dispatch({ type: 'replaceSlide', id: slide.id, slide: next, deck: changes });
        }}
        onDelete={() => slide && dispatch({ type: 'deleteSlide', id: slide.id })}
        saveFirst={saveFirst}
        slides={slides}
        theme={theme}
        onTheme={(id) => setTheme({ id })}
        language={language}
        onLanguage={setLanguage}
        starter={starter}
      />
      {previewFrom !== null && slides.length > 0 && (
        <PreviewOverlay
          slides={slides}
          theme={theme}
          language={language}
          startIndex={previewFrom}
          onClose={(last) => {
            setPreviewFrom(null);
            if (slides[last]) dispatch({ type: 'select', id: slides[last].id });
          }}
        />
      )}
    </DeckEditorFrame>
  );
}
