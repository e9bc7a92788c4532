import { useLiveRoom, type LiveRoom } from '@kuza/app/live';
import type { Deck, FactSheet, OutlineSection } from '@kuza/contracts';
import { FACTS_SHAPE } from '@kuza/contracts/live';
import type { TextFactKey } from './fact-row';

/** The fields of a section a teammate may be typing in. */
export type OutlineField = 'title' | 'description';

export interface LiveOutlineOptions {
  deck: Pick<Deck, 'id' | 'name' | 'outline' | 'facts'>;
  sections: OutlineSection[];
  facts: FactSheet | undefined;
  /** The section this editor has open and the field it types in, or the fact it edits, if any. */
  focus: { sectionId?: string; field?: OutlineField; fact?: TextFactKey };
  onRemote: (sections: OutlineSection[]) => void;
  onRemoteFacts: (facts: FactSheet) => void;
}

/** Where a teammate editing a fact is, in the room's presence: the facts, and the fact's key as the field. */
export const FACTS_PRESENCE = FACTS_SHAPE.map;

function focusOf({ sectionId, field, fact }: LiveOutlineOptions['focus']) {
  if (fact) return { itemId: FACTS_PRESENCE, field: fact };
  return sectionId ? { itemId: sectionId, field } : {};
}

/**
 * The outline and the facts in the deck's live room (`useLiveRoom` of @kuza/app, on the room's
 * outline and facts): a teammate's sections and facts come in through `onRemote` and
 * `onRemoteFacts`, this editor's go out, and teammates see the section and field, or the fact, this
 * editor types in.
 */
export function useLiveOutline(options: LiveOutlineOptions): LiveRoom {
  const { deck, sections, facts, focus, onRemote, onRemoteFacts } = options;
  return useLiveRoom<OutlineSection>({
    kind: 'deck',
    part: 'outline',
    opened: { id: deck.id, name: deck.name, items: deck.outline },
    items: sections,
    focus: focusOf(focus),
    onRemote,
    facts: { opened: deck.facts, current: facts, onRemote: onRemoteFacts },
  });
}
