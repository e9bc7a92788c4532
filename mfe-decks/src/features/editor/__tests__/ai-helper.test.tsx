import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AI_HELPER_INSTRUCTIONS, type FactSheet, type SlideRewrite } from '@kuza/contracts';
import { aDeck, api, renderPage, type ApiCall, type ApiReply } from '@kuza/testing';
import { DeckEditor } from '../deck-editor';
import { someSlides } from './slides';

jest.setTimeout(20_000);

const MODEL = 'Farmers pay KES 30 per crate. We take a 5% commission on every sale.';
const facts: FactSheet = {
  customers: [],
  team: [],
  useOfFunds: [],
  milestones: [],
  businessModel: { text: MODEL, source: 'typed', rate: 5, what: 'commission' },
};
const slides = someSlides();
const deck = aDeck({ id: 'd1', slides, version: 2, facts });
const rewritten = {
  ...slides[0],
  title: 'SokoFresh: cold chain for smallholders',
  bullets: ['Cold rooms at the farm gate'],
};
const applied = (after = rewritten, more: Partial<SlideRewrite> = {}): ApiReply => ({
  status: 200,
  body: { applied: true, instructions: ['mention'], before: slides[0], after, factChanges: [], ...more },
});

function open(rewrite: (call: ApiCall) => ApiReply | Promise<ApiReply>) {
  api.answerAll((call) => {
    if (call.path.endsWith('/rewrite')) return rewrite(call);
    if (call.method === 'PUT') return { status: 200, body: { ...deck, version: 3 } };
    return { status: 404, body: { error: 'Not found' } };
  });
  renderPage(<DeckEditor deck={deck} onReload={jest.fn()} saveDelayMs={20} />, { path: '/pitch-deck-editor' });
  return api;
}

const current = () => screen.getByRole('button', { name: /^Slide \d+:/, current: true });

async function ask(prompt: string) {
  await userEvent.click(screen.getByRole('button', { name: 'AI Helper' }));
  const dialog = screen.getByRole('dialog', { name: 'AI Helper' });
  await userEvent.type(within(dialog).getByLabelText('What should change?'), prompt);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Help Me' }));
  return dialog;
}

describe('the AI Helper', () => {
  afterEach(() => jest.restoreAllMocks());

  it("shows the documented instructions as chips that fill the prompt, naming only what the founder's slide says", async () => {
    open(() => applied());
    await userEvent.click(screen.getByRole('button', { name: 'AI Helper' }));
    const chips = screen.getByRole('list', { name: 'Instructions the AI Helper follows' });
    const naming = ['mention', 'removeClaim', 'focus'];
    expect(
      within(chips)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual([
      ...AI_HELPER_INSTRUCTIONS.filter((instruction) => !naming.includes(instruction.id))
        .map((instruction) => instruction.say)
        .slice(0, 6),
      'Remove the line "Fresh produce, delivered"',
      'Change the tone to friendly',
      'Mention "Farmers pay KES 30 per crate"',
    ]);
    await userEvent.click(within(chips).getByRole('button', { name: 'Make it bullets' }));
    expect(screen.getByLabelText('What should change?')).toHaveValue('Make it bullets');
    expect(screen.getByText('Turns the lead paragraph into bullet points, one sentence each.')).toBeInTheDocument();
  });

  it("offers to mention a sentence of the founder's facts that the slide does not say yet", async () => {
    const api = open(() => applied());
    await userEvent.click(screen.getByRole('button', { name: 'AI Helper' }));
    const chips = screen.getByRole('list', { name: 'Instructions the AI Helper follows' });
    await userEvent.click(within(chips).getByRole('button', { name: 'Mention "Farmers pay KES 30 per crate"' }));
    expect(screen.getByLabelText('What should change?')).toHaveValue('Mention "Farmers pay KES 30 per crate"');
    expect(screen.getByText('Adds your sentence as a point, in your words.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Help Me' }));
    await screen.findByRole('region', { name: 'After' });
    expect(api.sent('POST', '/decks/d1/slides/a/rewrite')[0].body).toEqual({
      prompt: 'Mention "Farmers pay KES 30 per crate"',
    });
  });

  it('keeps Help Me disabled while blank or busy, shows before and after, and changes the slide only on Accept', async () => {
    let answer: (reply: ApiReply) => void = () => undefined;
    const api = open(() => new Promise((resolve) => (answer = resolve)));
    await userEvent.click(screen.getByRole('button', { name: 'AI Helper' }));
    const dialog = screen.getByRole('dialog', { name: 'AI Helper' });
    const help = within(dialog).getByRole('button', { name: 'Help Me' });
    expect(help).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('What should change?'), '   ');
    expect(help).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('What should change?'), 'Mention cold rooms at the farm gate');
    await userEvent.click(help);
    expect(await within(dialog).findByRole('button', { name: /Help Me/ })).toHaveAttribute('aria-busy', 'true');
    act(() => answer(applied()));

    const before = await screen.findByRole('region', { name: 'Before' });
    const after = screen.getByRole('region', { name: 'After' });
    expect(within(before).getByRole('heading', { name: 'SokoFresh' })).toBeInTheDocument();
    expect(within(after).getByRole('heading', { name: 'SokoFresh: cold chain for smallholders' })).toBeInTheDocument();
    expect(within(after).getByRole('listitem')).toHaveTextContent('Cold rooms at the farm gate');
    // Nothing changed yet.
    expect(current()).toHaveAccessibleName('Slide 1: SokoFresh');
    expect(api.sent('POST', '/decks/d1/slides/a/rewrite')[0].body).toEqual({
      prompt: 'Mention cold rooms at the farm gate',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(current()).toHaveAccessibleName('Slide 1: SokoFresh: cold chain for smallholders');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(api.sent('PUT', '/decks/d1').at(-1)?.body).toMatchObject({
        slideChanges: { put: [expect.objectContaining({ id: 'a', title: 'SokoFresh: cold chain for smallholders' })] },
      }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(current()).toHaveAccessibleName('Slide 1: SokoFresh');
  });

  it('keeps the slide as it was on Cancel, and lets the founder change the instruction', async () => {
    const api = open(() => applied());
    await ask('Mention cold rooms');
    await screen.findByRole('region', { name: 'After' });
    await userEvent.click(screen.getByRole('button', { name: 'Change the instruction' }));
    expect(screen.getByLabelText('What should change?')).toHaveValue('Mention cold rooms');
    await userEvent.click(screen.getByRole('button', { name: 'Help Me' }));
    await screen.findByRole('region', { name: 'After' });

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(current()).toHaveAccessibleName('Slide 1: SokoFresh');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(JSON.stringify(api.sent('PUT', '/decks/d1'))).not.toContain('cold chain for smallholders');
  });

  it('says what a removed claim takes from the facts, and saves the facts with the slide on Accept', async () => {
    const model = { ...slides[0], title: 'Business Model', content: 'Farmers pay KES 30 per crate.', bullets: [] };
    const without = { ...facts, businessModel: { text: 'Farmers pay KES 30 per crate.', source: 'typed' as const } };
    const api = open(() =>
      applied(model, {
        instructions: ['removeClaim'],
        factChanges: [{ fact: 'businessModel', removed: 'We take a 5% commission on every sale' }],
        facts: without,
        outline: [{ id: 's3', title: 'Business model', description: 'Farmers pay KES 30 per crate.' }],
      }),
    );
    await ask('We do not take a commission');

    expect(await screen.findByRole('list', { name: 'Changes to your facts' })).toHaveTextContent(
      'This also removes "We take a 5% commission on every sale" from your business model facts.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(api.sent('PUT', '/decks/d1').at(-1)?.body).toMatchObject({
        facts: without,
        outlineChanges: { put: [{ id: 's3', title: 'Business model', description: 'Farmers pay KES 30 per crate.' }] },
      }),
    );

    // Undo brings the slide and the fact back together.
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(current()).toHaveAccessibleName('Slide 1: SokoFresh');
    await waitFor(() => expect(api.sent('PUT', '/decks/d1').at(-1)?.body).toMatchObject({ facts }));
  });

  it('says plainly when it cannot follow the instruction, and changes nothing', async () => {
    const message = 'The AI Helper writes in the language of your deck; it cannot translate a slide.';
    open(() => ({ status: 200, body: { applied: false, message, instructions: [], factChanges: [] } }));
    const dialog = await ask('Translate into Swahili');

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(within(dialog).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(current()).toHaveAccessibleName('Slide 1: SokoFresh');
  });

  it('saves unsaved changes first, so the AI rewrites the slide as the founder sees it', async () => {
    const api = open(() => applied());
    await userEvent.click(screen.getByRole('button', { name: 'Add Slide' }));
    await ask('Shorter');
    await screen.findByRole('region', { name: 'After' });
    const order = api.calls.map((call) => `${call.method} ${call.path}`);
    expect(order.indexOf('PUT /decks/d1')).toBeLessThan(order.findIndex((line) => line.endsWith('/rewrite')));
  });

  it("shows the server's error and keeps the slide", async () => {
    open(() => ({ status: 502, body: { error: 'The AI service is busy. Try again in a minute.' } }));
    await ask('Punchier');
    expect(await screen.findByRole('alert')).toHaveTextContent('The AI service is busy. Try again in a minute.');
    expect(screen.getByRole('button', { name: 'Help Me' })).toBeEnabled();
    expect(current()).toHaveAccessibleName('Slide 1: SokoFresh');
  });
});
