import { useLiveRoom, type LiveRoom } from '@kuza/app/live';
import type { Slide } from '@kuza/contracts';

export interface LiveDeckOptions {
  deck: { id: string; name: string; slides: Slide[] };
  slides: Slide[];
  selectedId: string;
  /** The field this editor types in now (a text dialog's, the notes), if any. */
  field?: string;
  onRemote: (slides: Slide[]) => void;
}

/** The deck's live room (`useLiveRoom` of @kuza/app): its slides, and the slide and field this editor is at. */
export function useLiveDeck({ deck, slides, selectedId, field, onRemote }: LiveDeckOptions): LiveRoom {
  return useLiveRoom<Slide>({
    kind: 'deck',
    opened: { id: deck.id, name: deck.name, items: deck.slides },
    items: slides,
    focus: { itemId: selectedId, field },
    onRemote,
  });
}
