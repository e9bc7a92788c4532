import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { DndProvider } from 'react-dnd';
import { HTML5Backend } from 'react-dnd-html5-backend';
import styled from 'styled-components';
import type { Deck, OutlineSection } from '@kuza/contracts';
import { defineMessages } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';
import { Button, VisuallyHidden, toast } from '@kuza/ui';
import { PresenceAvatars, PresenceMarker, TypingAt } from '@kuza/app/live';
import { dropOn, newSectionId, restoreAt, sectionName } from './outline-moves';
import { FactsPanel } from './facts-panel';
import type { TextFactKey } from './fact-row';
import { OutlineFooter } from './outline-footer';
import { OutlineRow } from './outline-row';
import { SectionForm } from './section-form';
import { UndoToast } from './undo-toast';
import { REORDER_MESSAGES, useKeyboardReorder } from './use-keyboard-reorder';
import { useOutlineAutosave } from './use-outline-autosave';
import { useLiveOutline, type OutlineField } from './use-live-outline';
import { onCurrent, type OutlineText } from './section-merge';

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  padding: 0;
  list-style: none;
`;

const AddRow = styled.div`
  display: flex;
  padding: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.md};
  border: 1px dashed ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const Empty = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(260px, 2fr);
  align-items: start;
  gap: ${({ theme }) => theme.spacing.lg};
  margin-bottom: ${({ theme }) => theme.spacing.md};

  @media ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const NEW = 'new';

const MESSAGES = defineMessages({
  added: { id: 'decks.outline.added', defaultMessage: 'Added {name}.' },
  deleted: { id: 'decks.outline.deleted', defaultMessage: 'Deleted “{name}”' },
  restored: { id: 'decks.outline.restored', defaultMessage: 'Restored {name} at position {position}.' },
  instructions: {
    id: 'decks.outline.instructions',
    defaultMessage:
      'Press Space or Enter to pick the section up, the up and down arrow keys to move it one row, Space or Enter to drop it, Escape to cancel.',
  },
  sections: { id: 'decks.outline.sections', defaultMessage: 'Outline sections' },
  empty: { id: 'decks.outline.empty', defaultMessage: 'This outline has no sections yet. Add one to start.' },
  newSection: { id: 'decks.outline.newSection', defaultMessage: 'New section' },
  add: { id: 'decks.outline.add', defaultMessage: 'Add' },
  addSection: { id: 'decks.outline.addSection', defaultMessage: 'Add Section' },
});

/**
 * The outline of one deck beside its facts: reorder (drag or keyboard), edit, add, delete with undo;
 * confirm, edit or answer facts; every change autosaved. Teammates on the deck edit it live with
 * this editor (the deck's room), facts too: their avatars, the section each is in and the field or
 * fact each types in.
 */
export function OutlineEditor({ deck }: { deck: Deck }) {
  const { t } = useI18n();
  const instructionsId = useId();
  const addButton = useRef<HTMLButtonElement>(null);
  const [message, setMessage] = useState('');
  const [editingId, setEditingId] = useState<string | null>(null);
  const live = useRef(false);
  const { sections, facts, status, change, changeFacts, flush } = useOutlineAutosave(deck, live);
  const [field, setField] = useState<OutlineField | undefined>(undefined);
  const [fact, setFact] = useState<TextFactKey | null>(null);
  const room = useLiveOutline({
    deck,
    sections,
    facts,
    focus: fact ? { fact } : { sectionId: editingId && editingId !== NEW ? editingId : undefined, field },
    onRemote: change,
    onRemoteFacts: changeFacts,
  });
  live.current = room.live;
  // Generation reads the saved deck: the room's outline must be in it first, as must the facts.
  const { saveNow } = room;
  const saveFirst = useCallback(async () => (await flush()) && saveNow(), [flush, saveNow]);
  const reorder = useKeyboardReorder(sections, change, setMessage);
  // The section as its form opened: a teammate's live edits since are kept when it saves.
  const opened = useRef<OutlineSection | undefined>(undefined);
  const wrapField = (id: string) => (at: OutlineField, input: ReactNode) => (
    <TypingAt others={room.others} itemId={id} field={at}>
      {input}
    </TypingAt>
  );

  const edit = (section: OutlineSection) => {
    opened.current = section;
    setEditingId(section.id);
  };

  const save = (id: string) => (value: OutlineText) => {
    change((current) =>
      current.map((section) =>
        section.id === id ? { ...section, ...onCurrent(opened.current, section, value) } : section,
      ),
    );
    setEditingId(null);
  };

  const closeAddRow = () => {
    setEditingId(null);
    window.setTimeout(() => addButton.current?.focus(), 0);
  };

  const add = (value: { title: string; description: string }) => {
    change((current) => [...current, { id: newSectionId(current), ...value }]);
    setMessage(t(MESSAGES.added, { name: sectionName(value) }));
    closeAddRow();
  };

  const remove = (section: OutlineSection) => {
    const index = sections.findIndex((candidate) => candidate.id === section.id);
    const next = sections[index + 1] ?? sections[index - 1];
    change((current) => current.filter((candidate) => candidate.id !== section.id));
    if (editingId === section.id) setEditingId(null);
    const name = sectionName(section);
    toast(
      ({ closeToast }) => (
        <UndoToast
          message={t(MESSAGES.deleted, { name })}
          onUndo={() => {
            change((current) => restoreAt(current, section, index));
            setMessage(t(MESSAGES.restored, { name, position: index + 1 }));
            closeToast();
          }}
        />
      ),
      { autoClose: 8000 },
    );
    // Focus stays in the list: the next row's handle, else the Add Section button.
    window.setTimeout(() => (next ? reorder.focusHandle(next.id) : addButton.current?.focus()), 0);
  };

  const drop = (targetId: string) => (dragId: string) => {
    if (dragId === targetId) return;
    const order = dropOn(sections, dragId, targetId);
    const moved = order.find((section) => section.id === dragId);
    change(order);
    if (moved) {
      setMessage(
        t(REORDER_MESSAGES.moved, {
          name: sectionName(moved),
          position: order.indexOf(moved) + 1,
          count: order.length,
        }),
      );
    }
  };

  return (
    <DndProvider backend={HTML5Backend}>
      <VisuallyHidden id={instructionsId}>{t(MESSAGES.instructions)}</VisuallyHidden>
      <VisuallyHidden as="div" aria-live="assertive" aria-atomic="true">
        {message}
      </VisuallyHidden>
      <PresenceAvatars kind="deck" others={room.others} />
      <Columns>
        <div>
          {reorder.display.length ? (
            <List aria-label={t(MESSAGES.sections)}>
              {reorder.display.map((section) => (
                <OutlineRow
                  key={section.id}
                  section={section}
                  editing={editingId === section.id}
                  lifted={reorder.grabbedId === section.id}
                  instructionsId={instructionsId}
                  registerHandle={reorder.registerHandle(section.id)}
                  onHandleKeyDown={reorder.onHandleKeyDown(section)}
                  onDrop={drop(section.id)}
                  onEdit={() => edit(section)}
                  marker={<PresenceMarker kind="deck" unit="section" others={room.others} itemId={section.id} />}
                  wrapField={wrapField(section.id)}
                  onField={setField}
                  onSave={save(section.id)}
                  onCancel={() => setEditingId(null)}
                  onDelete={() => remove(section)}
                />
              ))}
            </List>
          ) : (
            <Empty>{t(MESSAGES.empty)}</Empty>
          )}
          {editingId === NEW ? (
            <AddRow>
              <SectionForm
                label={t(MESSAGES.newSection)}
                submitLabel={t(MESSAGES.add)}
                onSubmit={add}
                onCancel={closeAddRow}
              />
            </AddRow>
          ) : (
            <Button ref={addButton} variant="secondary" onClick={() => setEditingId(NEW)}>
              {t(MESSAGES.addSection)}
            </Button>
          )}
        </div>
        <FactsPanel facts={facts} sections={sections} onChange={changeFacts} others={room.others} onEditing={setFact} />
      </Columns>
      <OutlineFooter deckId={deck.id} status={status} empty={!sections.length} flush={saveFirst} />
    </DndProvider>
  );
}
