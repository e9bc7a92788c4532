import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { OutlineSection } from '@kuza/contracts';
import { defineMessages } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';
import { moveItem, sectionName } from './outline-moves';

export const REORDER_MESSAGES = defineMessages({
  pickedUp: {
    id: 'decks.outline.reorder.pickedUp',
    defaultMessage:
      'Picked up {name}, position {position} of {count}. Use the up and down arrow keys to move it, Space or Enter to drop it, Escape to cancel.',
  },
  alreadyFirst: { id: 'decks.outline.reorder.alreadyFirst', defaultMessage: '{name} is already first.' },
  alreadyLast: { id: 'decks.outline.reorder.alreadyLast', defaultMessage: '{name} is already last.' },
  moved: { id: 'decks.outline.reorder.moved', defaultMessage: '{name} moved to position {position} of {count}.' },
  dropped: { id: 'decks.outline.reorder.dropped', defaultMessage: '{name} dropped at position {position} of {count}.' },
  cancelled: {
    id: 'decks.outline.reorder.cancelled',
    defaultMessage: 'Reordering cancelled. {name} is back at position {position} of {count}.',
  },
});

interface Grab {
  id: string;
  from: number;
  order: OutlineSection[];
}

const isSelectKey = (key: string) => key === ' ' || key === 'Enter';

/**
 * Keyboard reordering on a row's handle: Space/Enter picks the section up, Arrow Up/Down move it
 * one row, Space/Enter drops it (one save), Escape or Tab puts it back. Every step is announced.
 * While a section is held, `display` is the order being tried; the saved outline changes on drop.
 */
export function useKeyboardReorder(
  sections: OutlineSection[],
  onCommit: (order: OutlineSection[]) => void,
  announce: (message: string) => void,
) {
  const { t } = useI18n();
  const [grab, setGrab] = useState<Grab | null>(null);
  const handles = useRef(new Map<string, HTMLElement>());

  // Moving a row moves its DOM node, which drops focus in some browsers: put it back on the handle.
  useEffect(() => {
    if (grab) handles.current.get(grab.id)?.focus();
  }, [grab]);

  const position = (order: OutlineSection[], id: string) => order.findIndex((section) => section.id === id) + 1;

  const onHandleKeyDown = (section: OutlineSection) => (event: KeyboardEvent<HTMLElement>) => {
    const name = sectionName(section);
    if (!grab) {
      if (!isSelectKey(event.key)) return;
      event.preventDefault();
      const from = sections.findIndex((candidate) => candidate.id === section.id);
      setGrab({ id: section.id, from, order: sections });
      announce(t(REORDER_MESSAGES.pickedUp, { name, position: from + 1, count: sections.length }));
      return;
    }
    if (grab.id !== section.id) return;
    const index = position(grab.order, grab.id) - 1;
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      const to = index + (event.key === 'ArrowUp' ? -1 : 1);
      if (to < 0 || to >= grab.order.length) {
        announce(t(to < 0 ? REORDER_MESSAGES.alreadyFirst : REORDER_MESSAGES.alreadyLast, { name }));
        return;
      }
      setGrab({ ...grab, order: moveItem(grab.order, index, to) });
      announce(t(REORDER_MESSAGES.moved, { name, position: to + 1, count: grab.order.length }));
    } else if (isSelectKey(event.key)) {
      event.preventDefault();
      setGrab(null);
      if (index !== grab.from) onCommit(grab.order);
      announce(t(REORDER_MESSAGES.dropped, { name, position: index + 1, count: grab.order.length }));
    } else if (event.key === 'Escape' || event.key === 'Tab') {
      if (event.key === 'Escape') event.preventDefault();
      setGrab(null);
      announce(t(REORDER_MESSAGES.cancelled, { name, position: grab.from + 1, count: grab.order.length }));
    }
  };

  const registerHandle = (id: string) => (node: HTMLElement | null) => {
    if (node) handles.current.set(id, node);
    else handles.current.delete(id);
  };

  const focusHandle = (id: string) => handles.current.get(id)?.focus();

  return {
    display: grab ? grab.order : sections,
    grabbedId: grab?.id ?? null,
    onHandleKeyDown,
    registerHandle,
    focusHandle,
  };
}
