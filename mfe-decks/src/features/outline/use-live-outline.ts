import { useLiveRoom, type LiveRoom } from '@kuza/app/live';
import type { Deck, OutlineSection } from '@kuza/contracts';

/** The fields of a section a teammate may be typing in. */
export type OutlineField = 'title' | 'description';

export interface LiveOutlineOptions {
  deck: Pick<Deck, 'id' | 'name' | 'outline'>;
  sections: OutlineSection[];
  /** The section this editor has open, and the field it types in, if any. */
  focus: { sectionId?: string; field?: OutlineField };
  onRemote: (sections: OutlineSection[]) => void;
}

/**
 * The outline in the deck's live room (`useLiveRoom` of @kuza/app, on the room's outline): a
 * teammate's sections come in through `onRemote`, this editor's go out, and teammates see the
 * section and field this editor types in.
 */
export function useLiveOutline({ deck, sections, focus, onRemote }: LiveOutlineOptions): LiveRoom {
  return useLiveRoom<OutlineSection>({
    kind: 'deck',
    part: 'outline',
    opened: { id: deck.id, name: deck.name, items: deck.outline },
    items: sections,
    focus: focus.sectionId ? { itemId: focus.sectionId, field: focus.field } : {},
    onRemote,
  });
}
