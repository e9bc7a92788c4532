import { useState } from 'react';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptyFactSheet, type FactSheet } from '@kuza/contracts';
import type { CollabPresence } from '@kuza/contracts/collab';
import { renderPage } from '@kuza/testing';
import { FactsPanel } from './facts-panel';
import { FACTS_PRESENCE } from './use-live-outline';

const user = userEvent.setup({ delay: null });

const FACTS: FactSheet = {
  ...emptyFactSheet(),
  company: { text: 'SokoFresh', source: 'pasted' },
  problem: { text: 'Farmers lose crops', source: 'pasted' },
};
const amina: CollabPresence = { id: 'u2', name: 'Amina Diallo', itemId: FACTS_PRESENCE, field: 'problem' };

/** The element drawn around a fact's words or its text box: where its name tags go. */
const fieldAt = (element: HTMLElement) => element.closest('span')?.parentElement ?? element.parentElement!;

/** The panel as the outline page draws it; `update` brings in what arrives live (facts, who types where). */
function panel(others: CollabPresence[], onChange = jest.fn()) {
  let update: (next: { facts?: FactSheet; others?: CollabPresence[] }) => void = () => undefined;
  function Live() {
    const [state, setState] = useState({ facts: FACTS, others });
    update = (next) => act(() => setState((current) => ({ ...current, ...next })));
    return <FactsPanel facts={state.facts} sections={[]} onChange={onChange} others={state.others} />;
  }
  renderPage(<Live />);
  return { update: (next: { facts?: FactSheet; others?: CollabPresence[] }) => update(next) };
}

describe("a teammate's name tag on the facts panel", () => {
  it('sits on the fact they type in, not on another fact', () => {
    panel([amina]);
    const tag = screen.getByText('Amina Diallo is typing here');
    expect(fieldAt(screen.getByText(/Farmers lose crops/))).toContainElement(tag);
    expect(fieldAt(screen.getByText(/SokoFresh/))).not.toContainElement(tag);
    expect(screen.getAllByText(/is typing here/)).toHaveLength(1);
  });

  it('sits on the text box when this editor has the same fact open, and is gone when they stop', async () => {
    const { update } = panel([amina]);
    await user.click(screen.getByRole('button', { name: 'Edit the Problem fact' }));
    const form = screen.getByRole('form', { name: 'Edit the Problem fact' });
    const tag = within(form).getByText('Amina Diallo is typing here');
    expect(within(form).getByRole('textbox', { name: 'Problem' }).parentElement?.parentElement).toContainElement(tag);

    update({ others: [{ ...amina, field: undefined }] });
    expect(screen.queryByText(/is typing here/)).toBeNull();
  });

  it("keeps the teammate's words typed live while this editor's form was open", async () => {
    const onChange = jest.fn();
    const { update } = panel([amina], onChange);
    await user.click(screen.getByRole('button', { name: 'Edit the Problem fact' }));
    // The teammate's words arrive live: the open form keeps what this editor types.
    const live = { ...FACTS, problem: { text: 'Smallholder farmers lose crops', source: 'typed' as const } };
    update({ facts: live });
    await user.type(screen.getByRole('textbox', { name: 'Problem' }), ' to heat');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({
        problem: { text: 'Smallholder farmers lose crops to heat', source: 'typed', confirmed: true },
        company: FACTS.company,
      }),
    );
  });
});
