import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '@kuza/ui';
import { aDeck, aSummary, api, aUser, renderPage, type ApiReply } from '@kuza/testing';
import { answerFounder } from './founder-api';
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

const creates = (): ApiReply => ({ status: 201, body: created });

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
  it('offers three modes and recommends starting with AI', async () => {
    answerFounder(creates);
    const dialog = await openDialog();
    expect(within(dialog).getByRole('button', { name: 'Start with AI Recommended' })).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Paste' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Import File' })).toBeInTheDocument();
  });

  it('goes back to the modes with the back arrow, keeping what was typed', async () => {
    answerFounder(creates);
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
    answerFounder(creates);
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
    answerFounder(creates);
    await openDialog();
    await user.click(mode(/^Start with AI/));
    await fill('Year Founded', '3020');
    await fill('Number of Customers', '-4');
    await user.click(screen.getByRole('button', { name: 'Generate Pitch Deck' }));
    expect(await screen.findByText('Startup/Business Name is required')).toBeInTheDocument();
    expect(screen.getByText('Year Founded cannot be in the future')).toBeInTheDocument();
    expect(screen.getByText('Number of Customers cannot be negative')).toBeInTheDocument();
    expect(api.sent('POST', '/decks')).toHaveLength(0);
  });

  it('generates an outline from the AI form and opens it', async () => {
    answerFounder(creates);
    await openDialog();
    await user.click(mode(/^Start with AI/));
    await fill('Startup/Business Name', '  SokoFresh ');
    await user.selectOptions(screen.getByLabelText('Industry'), 'Agritech');
    await fill('Objective', 'Raise a $500k pre-seed round');
    await fill('Year Founded', '2023');
    await fill('Number of Customers', '1200');
    await fill('Description', 'Cold storage for market traders in Nairobi.');
    // Each theme's thumbnail is a title slide with the name typed, drawn in that theme.
    const themes = screen.getByRole('group', { name: 'Theme' });
    const kente = within(themes).getByRole('radio', { name: /^Kente/ });
    const thumbnail = kente.closest('label')!.querySelector<HTMLElement>('[data-theme="kente"]')!;
    expect(thumbnail).toHaveTextContent('SokoFresh');
    // Kente's cream, where its background gradient starts.
    expect(getComputedStyle(thumbnail).background).toMatch(/#FFFDF7/i);
    await user.click(kente);
    // The deck's language starts as the page's; a French deck is chosen here.
    const language = screen.getByRole('combobox', { name: 'Language of the deck' });
    expect(language).toHaveValue('en');
    await user.selectOptions(language, 'Français');
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
      theme: { id: 'kente' },
      language: 'fr',
    });
  });

  it('shows a busy button while the outline is written and the server error if it fails', async () => {
    let answer: (reply: { status: number; body: unknown }) => void = () => undefined;
    answerFounder(() => new Promise((resolve) => (answer = resolve)));
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
    answerFounder(creates);
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
    expect(api.sent('POST', '/decks')[0]!.body).toEqual({
      mode: 'paste',
      inputs: { pastedText: text },
      theme: { id: 'savanna' },
    });
  });

  it("selects the founder's onboarding industry and offers the startup name of the latest deck", async () => {
    answerFounder(creates, {
      user: aUser({ onboarding: { industry: 'Agritech' } }),
      decks: [
        aSummary({ id: 'pasted', name: 'Problem' }),
        aSummary({ id: 'latest', startupName: 'SokoFresh' }),
        aSummary({ id: 'older', startupName: 'PesaFlow' }),
      ],
    });
    await openDialog();
    await user.click(mode(/^Start with AI/));
    const use = await screen.findByRole('button', { name: 'Use SokoFresh' });
    expect(screen.getByLabelText('Industry')).toHaveValue('Agritech');
    expect(screen.getByLabelText('Startup/Business Name')).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Use PesaFlow' })).not.toBeInTheDocument();

    await user.click(use);
    expect(screen.getByLabelText('Startup/Business Name')).toHaveValue('SokoFresh');
    expect(screen.getByLabelText('Startup/Business Name')).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Use SokoFresh' })).not.toBeInTheDocument();

    // Both stay the founder's to change.
    await user.type(screen.getByLabelText('Startup/Business Name'), ' Kenya');
    expect(screen.getByRole('button', { name: 'Use SokoFresh' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Industry'), 'Fintech');
    await user.click(screen.getByRole('button', { name: 'Generate Pitch Deck' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/pitch-deck-outline?deck=new-deck');
    expect(api.sent('POST', '/decks')[0]!.body).toEqual({
      mode: 'ai',
      inputs: { startupName: 'SokoFresh Kenya', industry: 'Fintech' },
      theme: { id: 'savanna' },
      language: 'en',
    });
  });

  it('selects no industry and offers no name when onboarding and the decks have none to give', async () => {
    answerFounder(creates, {
      user: aUser({ onboarding: { industry: 'Space mining' } }),
      decks: [aSummary({ name: 'Imported deck' })],
    });
    await openDialog();
    await user.click(mode(/^Start with AI/));
    await waitFor(() => expect(api.sent('GET', '/decks')).toHaveLength(1));
    await waitFor(() => expect(api.sent('GET', '/auth/user')).toHaveLength(1));
    expect(screen.getByLabelText('Industry')).toHaveValue('');
    expect(screen.queryByRole('button', { name: /^Use / })).not.toBeInTheDocument();
  });
});
