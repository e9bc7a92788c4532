import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptyFactSheet, type FactSheet, type UpdateDeckInput } from '@kuza/contracts';
import { api, renderPage } from '@kuza/testing';
import DeckOutlinePage from '../../pages/deck-outline-page';
import { serveDeck } from './outline-test-server';

const user = userEvent.setup({ delay: null });
jest.setTimeout(15_000);

const FACTS: FactSheet = {
  ...emptyFactSheet(),
  company: { text: 'ShambaLink', source: 'pasted' },
  problem: { text: 'Farmers lose 30% of their yield to pests.', source: 'pasted' },
  team: [{ name: 'Wanjiru Kamau', role: 'CEO', source: 'resume' }],
  useOfFunds: [
    { label: 'drones', percent: 40, source: 'pasted' },
    { label: 'sales', percent: 30, source: 'pasted' },
    { label: 'software', percent: 20, source: 'pasted' },
  ],
};
const OUTLINE = [
  { id: 's1', title: 'ShambaLink', description: '' },
  { id: 's2', title: 'Problem', description: '' },
  { id: 's3', title: 'Business Model', description: '' },
];

function openOutline() {
  const server = serveDeck({ facts: FACTS, outline: OUTLINE });
  renderPage(<DeckOutlinePage />, { path: '/pitch-deck-outline', at: '/pitch-deck-outline?deck=d1' });
  return server;
}

const sentFacts = () => (api.sent('PUT', '/decks/d1').at(-1)?.body as UpdateDeckInput | undefined)?.facts;

describe('the facts beside the outline', () => {
  it('shows each fact with where it came from, the team, and a use of funds that misses 100 %', async () => {
    openOutline();
    const panel = await screen.findByRole('complementary', { name: 'Facts' });

    expect(within(panel).getByText('Farmers lose 30% of their yield to pests.')).toBeInTheDocument();
    expect(within(panel).getAllByText('(pasted)')).toHaveLength(2);
    expect(within(panel).getByRole('region', { name: 'Team' })).toHaveTextContent('Wanjiru Kamau, CEO (from a resume)');
    expect(within(panel).getByRole('alert')).toHaveTextContent(/Adds up to 90\s?%, not 100\s?%/);
  });

  it('asks for what is missing, and saves the answer as a typed fact', async () => {
    openOutline();
    const missing = await screen.findByRole('region', { name: 'Missing facts' });
    expect(missing).toHaveTextContent('No price yet: what do you charge?');

    await user.click(within(missing).getByRole('button', { name: 'Answer' }));
    await user.type(screen.getByRole('textbox', { name: 'Business model' }), 'KES 500 per acre per month');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(sentFacts()?.businessModel).toEqual({
        text: 'KES 500 per acre per month',
        source: 'typed',
        confirmed: true,
      }),
    );
    expect(screen.getByText('KES 500 per acre per month')).toBeInTheDocument();
    expect(sentFacts()?.problem).toEqual(FACTS.problem);
  });

  it('confirms a fact and edits another, keeping what was typed', async () => {
    openOutline();
    await user.click(await screen.findByRole('button', { name: 'Confirm the Problem fact' }));
    await waitFor(() => expect(sentFacts()?.problem).toMatchObject({ confirmed: true }));
    expect(screen.getByText('Confirmed')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit the Company fact' }));
    const company = screen.getByRole('textbox', { name: 'Company' });
    await user.clear(company);
    await user.type(company, 'ShambaLink Ltd');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(sentFacts()?.company).toEqual({ text: 'ShambaLink Ltd', source: 'typed', confirmed: true }),
    );
    expect(sentFacts()?.problem).toMatchObject({ confirmed: true });
  });

  it("keeps a teammate's fact saved meanwhile (the save answers 409), and saves this editor's beside it", async () => {
    const server = openOutline();
    await screen.findByRole('complementary', { name: 'Facts' });
    server.changeElsewhere({ facts: { ...FACTS, company: { text: 'ShambaLink Ltd', source: 'typed' } } });
    await user.click(screen.getByRole('button', { name: 'Confirm the Problem fact' }));

    await waitFor(() => expect(server.deck().facts?.problem).toMatchObject({ confirmed: true }));
    expect(server.deck().facts?.company).toEqual({ text: 'ShambaLink Ltd', source: 'typed' });
    expect(await screen.findByText(/ShambaLink Ltd/)).toBeInTheDocument();
  });
});
