import { screen, within } from '@testing-library/react';
import type { CollabPresence } from '@kuza/contracts/collab';
import { renderPage } from '@kuza/testing';
import { SlideTyping } from '../live/slide-typing';
import { SlideCanvas } from '../slide-canvas';
import { someSlides } from './slides';

/** The editor's canvas as the deck editor draws it: who types where, then the selected slide. */
function canvas(others: CollabPresence[], slideId = 'c') {
  const slide = someSlides().find((entry) => entry.id === slideId)!;
  const nothing = () => undefined;
  return renderPage(
    <div>
      <SlideTyping others={others} slideId={slide.id} />
      <SlideCanvas
        slide={slide}
        position={3}
        total={3}
        onEditText={nothing}
        onEditVisual={nothing}
        onNotesChange={nothing}
        onLayoutChange={nothing}
        onSplit={nothing}
      />
    </div>,
  );
}

const amina = (field: string, itemId = 'c'): CollabPresence => ({ id: 'u2', name: 'Amina Diallo', itemId, field });
const kofi = (field: string, itemId = 'c'): CollabPresence => ({ id: 'u3', name: 'Kofi Mensah', itemId, field });

/** The slide's element that a field's edit button stands for: where its name tags belong. */
const elementOf = (name: RegExp) => screen.getByRole('button', { name }).parentElement!;

describe("a teammate's name tag on the slide", () => {
  it('sits on the slide element they type in (the bullets, the title), never in its button name', () => {
    canvas([amina('bullets'), kofi('title')]);
    const bullets = elementOf(/^Edit bullet points/);
    const title = elementOf(/^Edit title/);
    expect(within(bullets).getByText('Amina Diallo is typing here')).toBeInTheDocument();
    expect(within(title).getByText('Kofi Mensah is typing here')).toBeInTheDocument();
    expect(within(bullets).queryByText(/Kofi Mensah/)).toBeNull();
    expect(screen.getByRole('button', { name: /^Edit bullet points/ })).not.toHaveAccessibleName(/Amina/);
    expect(screen.getAllByText(/is typing/)).toHaveLength(2);
  });

  it('sits at the speaker notes, outside their label', () => {
    canvas([amina('notes')]);
    const tag = screen.getByText('Amina Diallo is typing here');
    const notes = screen.getByRole('textbox', { name: /notes/i });
    expect(notes.closest('label')!.parentElement).toContainElement(tag);
    expect(notes.closest('label')).not.toContainElement(tag);
  });

  it('names the field above the slide when the slide does not draw it (an empty text), and nothing for another slide', () => {
    canvas([amina('content'), kofi('title', 'b')]);
    expect(screen.getByText('Amina Diallo is typing in the text')).toBeInTheDocument();
    expect(screen.queryByText(/Kofi Mensah/)).toBeNull();
  });
});
