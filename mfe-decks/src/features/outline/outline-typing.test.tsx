import type { ReactNode } from 'react';
import { screen, within } from '@testing-library/react';
import { DndProvider } from 'react-dnd';
import { HTML5Backend } from 'react-dnd-html5-backend';
import { TypingAt } from '@kuza/app/live';
import type { CollabPresence } from '@kuza/contracts/collab';
import { renderPage } from '@kuza/testing';
import { OutlineRow } from './outline-row';
import type { OutlineField } from './use-live-outline';

const sections = [
  { id: '1', title: 'Problem', description: 'Farmers lose a third of their harvest' },
  { id: '2', title: 'Solution', description: 'Solar cold rooms' },
];
const amina: CollabPresence = { id: 'u2', name: 'Amina Diallo', itemId: '2', field: 'description' };

/** The outline's rows as the editor draws them, with who types where; `editing` has its form open. */
function rows(others: CollabPresence[], editing?: string) {
  const nothing = () => undefined;
  return renderPage(
    <DndProvider backend={HTML5Backend}>
      <ol>
        {sections.map((section) => (
          <OutlineRow
            key={section.id}
            section={section}
            editing={editing === section.id}
            lifted={false}
            instructionsId="how"
            registerHandle={nothing}
            onHandleKeyDown={nothing}
            onDrop={nothing}
            onEdit={nothing}
            onSave={nothing}
            onCancel={nothing}
            onDelete={nothing}
            wrapField={(field: OutlineField, input: ReactNode) => (
              <TypingAt others={others} itemId={section.id} field={field}>
                {input}
              </TypingAt>
            )}
          />
        ))}
      </ol>
    </DndProvider>,
  );
}

/** The element drawn around a field (its input, or its text): where its name tags go. */
const fieldAt = (element: HTMLElement) => element.parentElement!;

describe("a teammate's name tag on the outline", () => {
  it('sits on the description they type in, not on its title nor on another section', () => {
    rows([amina]);
    const tag = screen.getByText('Amina Diallo is typing here');
    expect(fieldAt(screen.getByText('Solar cold rooms'))).toContainElement(tag);
    expect(fieldAt(screen.getByText('Solution', { selector: 'strong' }))).not.toContainElement(tag);
    expect(screen.getAllByText(/is typing here/)).toHaveLength(1);
  });

  it('sits on the input of the open form they type in', () => {
    rows([{ ...amina, field: 'title' }], '2');
    const form = screen.getByRole('form', { name: 'Edit Solution' });
    const tag = within(form).getByText('Amina Diallo is typing here');
    expect(fieldAt(within(form).getByRole('textbox', { name: 'Section Title' }))).toContainElement(tag);
    expect(fieldAt(within(form).getByRole('textbox', { name: 'Description' }))).not.toContainElement(tag);
  });

  it('shows no tag where nobody types', () => {
    rows([{ ...amina, field: undefined }]);
    expect(screen.queryByText(/is typing here/)).toBeNull();
  });
});
