/** @jest-environment ./mfe-decks/src/test-support/jsdom-with-fetch.cjs */
import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '@kuza/ui';
import { aDeck, mockApi } from '../../test-support/fake-api';
import { cleanUp, renderPage } from '../../test-support/render-page';
import { CreateDeckDialog } from './create-deck-dialog';

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Create New Pitch Deck</Button>
      <CreateDeckDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}

const created = aDeck({ id: 'new-deck' });
// No delay between key presses: jsdom on a shared CI box is slow enough already.
const user = userEvent.setup({ delay: null });

/** Focuses a field and pastes into it: one input event, where typing would validate the form per key. */
async function fill(label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

jest.setTimeout(15_000);

async function openDialog() {
  renderPage(<Opener />, { path: '/pitch-decks' });
  await user.click(screen.getByRole('button', { name: 'Create New Pitch Deck' }));
  return screen.getByRole('dialog', { name: 'Create New Pitch Deck' });
}

const mode = (name: RegExp) => screen.getByRole('button', { name });

describe('the pitch deck creation dialog', () => {
  afterEach(cleanUp);

  it('offers three modes and recommends starting with AI', async () => {
    const dialog = await openDialog();
    expect(within(dialog).getByRole('button', { name: 'Start with AI Recommended' })).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Paste' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Import File' })).toBeInTheDocument();
  });

  it('goes back to the modes with the back arrow, keeping what was typed', async () => {
    await openDialog();
    await user.click(mode(/^Paste/));
    expect(screen.getByLabelText('Pitch deck content')).toHaveFocus();
    await fill('Pitch deck content', 'Problem: slow payments');
    await user.click(screen.getByRole('button', { name: 'Back to the creation modes' }));
    expect(mode(/^Paste/)).toHaveFocus();
    await user.click(mode(/^Paste/));
    expect(screen.getByLabelText('Pitch deck content')).toHaveValue('Problem: slow payments');
  });

  it('resets every input when it is closed', async () => {
    await openDialog();
    await user.click(mode(/^Start with AI/));
    await fill('Startup/Business Name', 'SokoFresh');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create New Pitch Deck' }));
    expect(screen.getByRole('button', { name: 'Start with AI Recommended' })).toBeVisible();
    await user.click(mode(/^Start with AI/));
    expect(screen.getByLabelText('Startup/Business Name')).toHaveValue('');
  });

  it('asks for a startup name and sensible numbers before generating', async () => {
    const api = mockApi(() => ({ status: 201, body: created }));
    await openDialog();
    await user.click(mode(/^Start with AI/));
    await fill('Year Founded', '3020');
    await fill('Number of Customers', '-4');
    await user.click(screen.getByRole('button', { name: 'Generate Pitch Deck' }));
    expect(await screen.findByText('Startup/Business Name is required')).toBeInTheDocument();
    expect(screen.getByText('Year Founded cannot be in the future')).toBeInTheDocument();
    expect(screen.getByText('Number of Customers cannot be negative')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('generates an outline from the AI form and opens it', async () => {
    const api = mockApi(() => ({ status: 201, body: created }));
    await openDialog();
    await user.click(mode(/^Start with AI/));
    await fill('Startup/Business Name', '  SokoFresh ');
    await user.selectOptions(screen.getByLabelText('Industry'), 'Agritech');
    await fill('Objective', 'Raise a $500k pre-seed round');
    await fill('Year Founded', '2023');
    await fill('Number of Customers', '1200');
    await fill('Description', 'Cold storage for market traders in Nairobi.');
    await user.click(screen.getByRole('button', { name: 'Generate Pitch Deck' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/pitch-deck-outline?deck=new-deck');
    expect(api.sent('POST', '/decks')[0]!.body).toEqual({
      mode: 'ai',
      inputs: {
        startupName: 'SokoFresh',
        industry: 'Agritech',
        objective: 'Raise a $500k pre-seed round',
        yearFounded: 2023,
        customers: 1200,
        description: 'Cold storage for market traders in Nairobi.',
      },
    });
  });

  it('shows a busy button while the outline is written and the server error if it fails', async () => {
    let answer: (reply: { status: number; body: unknown }) => void = () => undefined;
    mockApi(() => new Promise((resolve) => (answer = resolve)));
    await openDialog();
    await user.click(mode(/^Start with AI/));
    await fill('Startup/Business Name', 'SokoFresh');
    await user.click(screen.getByRole('button', { name: 'Generate Pitch Deck' }));
    expect(await screen.findByRole('button', { name: 'Generating Generate Pitch Deck' })).toBeDisabled();
    expect(screen.getByText(/Writing your outline/)).toBeInTheDocument();
    answer({ status: 429, body: { error: 'Too many requests, try again in a minute' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests, try again in a minute');
  });

  it('previews pasted text as sections and bullets, and continues only with some text', async () => {
    const api = mockApi(() => ({ status: 201, body: created }));
    await openDialog();
    await user.click(mode(/^Paste/));
    const cont = screen.getByRole('button', { name: 'Continue' });
    expect(cont).toBeDisabled();
    await fill('Pitch deck content', '   ');
    expect(cont).toBeDisabled();
    const text = '# Problem\n- Traders lose 40% of produce\nSolution:\nSolar cold rooms';
    await user.clear(screen.getByLabelText('Pitch deck content'));
    await fill('Pitch deck content', text);
    const preview = screen.getByRole('region', { name: 'Preview — 2 sections' });
    expect(within(preview).getByText('Problem')).toBeInTheDocument();
    expect(within(preview).getByRole('listitem')).toHaveTextContent('Traders lose 40% of produce');
    expect(within(preview).getByText('Solution')).toBeInTheDocument();
    await user.click(cont);
    expect(await screen.findByTestId('location')).toHaveTextContent('/pitch-deck-outline?deck=new-deck');
    expect(api.sent('POST', '/decks')[0]!.body).toEqual({ mode: 'paste', inputs: { pastedText: text } });
  });
});
