import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { OutlineSection } from '@kuza/contracts';
import { moveItem, sectionName } from './outline-moves';

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
      announce(
        `Picked up ${name}, position ${from + 1} of ${sections.length}. ` +
          'Use the up and down arrow keys to move it, Space or Enter to drop it, Escape to cancel.',
      );
      return;
    }
    if (grab.id !== section.id) return;
    const index = position(grab.order, grab.id) - 1;
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      const to = index + (event.key === 'ArrowUp' ? -1 : 1);
      if (to < 0 || to >= grab.order.length) {
        announce(`${name} is already ${to < 0 ? 'first' : 'last'}.`);
        return;
      }
      setGrab({ ...grab, order: moveItem(grab.order, index, to) });
      announce(`${name} moved to position ${to + 1} of ${grab.order.length}.`);
    } else if (isSelectKey(event.key)) {
      event.preventDefault();
      setGrab(null);
      if (index !== grab.from) onCommit(grab.order);
      announce(`${name} dropped at position ${index + 1} of ${grab.order.length}.`);
    } else if (event.key === 'Escape' || event.key === 'Tab') {
      if (event.key === 'Escape') event.preventDefault();
      setGrab(null);
      announce(`Reordering cancelled. ${name} is back at position ${grab.from + 1} of ${grab.order.length}.`);
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
