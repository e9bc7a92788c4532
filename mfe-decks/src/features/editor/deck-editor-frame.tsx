import { EditorFrame, type EditorFrameProps } from '@kuza/ui';

/** The deck editor's frame, the same around the editor and around its loading and error states. */
export function DeckEditorFrame(props: Omit<EditorFrameProps, 'back' | 'title'>) {
  return (
    <EditorFrame back={{ to: '/pitch-decks', label: 'Back to Pitch Decks' }} title="Pitch Deck Editor" {...props} />
  );
}
