import { useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { TypingOn, TypingTags } from '@kuza/app/live';
import type { CollabPresence } from '@kuza/contracts/collab';
import { defineMessages } from '@kuza/i18n';
import { useI18n } from '@kuza/i18n/react';

const MESSAGES = defineMessages({
  field: {
    id: 'decks.editor.live.field',
    defaultMessage:
      '{field, select, content {the text} bullets {the bullet points} notes {the speaker notes} other {the title}}',
  },
});

/** The slide's text blocks (`data-block`, the layout engine's roles) that draw each text field. */
const BLOCKS: Record<string, readonly string[]> = {
  title: ['title'],
  content: ['lead', 'quote'],
  bullets: ['bullets'],
};

/**
 * Where a field is drawn in the editor's canvas: the block of the selected slide that holds its
 * text (its tags go beside the block's button, not into its name), or, for the notes, the box
 * around the notes (the tags go below them, not into their label).
 */
function fieldElement(canvas: Element, field: string): Element | null {
  if (field === 'notes') return canvas.querySelector('textarea')?.closest('label')?.parentElement ?? null;
  const slide = canvas.querySelector('[data-theme]');
  for (const role of BLOCKS[field.split('.')[0]!] ?? []) {
    const block = slide?.querySelector(`[data-block="${role}"]`)?.closest('[role="button"]')?.parentElement;
    if (block) return block;
  }
  return null;
}

/**
 * On the selected slide: a teammate's name tag at the field they type in, in their colour (on the
 * slide's title, text or bullets, or at the speaker notes). A field the slide does not draw (an empty
 * one) has its tag above the slide, naming the field.
 */
export function SlideTyping({ others, slideId }: { others: CollabPresence[]; slideId: string }) {
  const { t } = useI18n();
  const anchor = useRef<HTMLSpanElement>(null);
  const [drawnAt, setDrawnAt] = useState<ReadonlyMap<string, Element>>(new Map());
  const fields = [
    ...new Set(others.flatMap((person) => (person.itemId === slideId && person.field ? [person.field] : []))),
  ];
  const key = fields.join(' ');

  // The canvas is drawn beside this, by the same parent: after every render its blocks may be new ones,
  // so each field's element is looked up again (and state set only when one moved: no render loop).
  // eslint-disable-next-line react-hooks/exhaustive-deps -- on purpose after every render
  useLayoutEffect(() => {
    const canvas = anchor.current?.parentElement;
    const found = new Map<string, Element>();
    for (const field of key ? key.split(' ') : []) {
      const element = canvas && fieldElement(canvas, field);
      if (element) found.set(field, element);
    }
    const changed = found.size !== drawnAt.size || [...found].some(([field, at]) => drawnAt.get(field) !== at);
    if (changed) setDrawnAt(found);
  });

  const elsewhere = others.filter((person) => !person.field || !drawnAt.has(person.field));
  return (
    <>
      <span ref={anchor} hidden />
      <TypingTags others={elsewhere} itemId={slideId} fieldName={(field) => t(MESSAGES.field, { field })} />
      {[...drawnAt].map(([field, element]) =>
        createPortal(
          // The notes' box is not a positioned block: their tags follow it in the page's flow.
          field === 'notes' ? (
            <TypingTags others={others} itemId={slideId} field={field} />
          ) : (
            <TypingOn others={others} itemId={slideId} field={field} />
          ),
          element,
          field,
        ),
      )}
    </>
  );
}
