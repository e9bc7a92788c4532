import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PROGRAMMES, type ApplicationList, type ProgrammeChoice } from '@kuza/contracts';
import { api, renderPage } from '@kuza/testing';
import ApplicationsPage from '../../../pages/applications-page';
import { anApplication, fakeApplication } from './fake-applications';

jest.setTimeout(30_000);

/** Every programme as the API lists it for SokoFresh's deck: one not eligible, the rest open on its age. */
const programmes = (): ProgrammeChoice[] =>
  PROGRAMMES.map(({ id, name, link, season, questions }) => ({
    id,
    name,
    link,
    season,
    questions: questions.length,
    eligibility:
      id === 'y-combinator'
        ? {
            verdict: 'not-eligible',
            checks: [
              {
                rule: 'maxRaised',
                met: 'no',
                reason: 'Raised USD 900k, over the limit of USD 500k.',
              },
            ],
          }
        : {
            verdict: 'unknown',
            checks: [
              { rule: 'maxAgeYears', met: 'unknown', reason: 'No founding year yet: when was the company founded?' },
            ],
          },
  }));

const open = (at = '/applications?deck=d1') => renderPage(<ApplicationsPage />, { path: '/applications', at });

describe('choosing a programme', () => {
  it('lists the eight programmes with whether the deck may apply and why, before anything is drafted', async () => {
    api.on<ApplicationList>('GET', '/decks/d1/applications', { body: { items: [], programmes: programmes() } });
    open();
    const cards = await screen.findAllByRole('listitem', { name: /./ });
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(PROGRAMMES.map((p) => p.name));
    const yc = screen.getByRole('listitem', { name: 'Y Combinator' });
    expect(within(yc).getByRole('group', { name: 'Eligibility for Y Combinator' })).toHaveTextContent(
      'Not eligible on your factsNot met: Raised USD 900k, over the limit of USD 500k.',
    );
    expect(screen.getByRole('listitem', { name: 'Techstars' })).toHaveTextContent(
      'Open: No founding year yet: when was the company founded?',
    );
    expect(screen.getByRole('link', { name: 'your facts' })).toHaveAttribute('href', '/pitch-deck-outline?deck=d1');
    expect(screen.queryByRole('heading', { name: 'Your applications' })).not.toBeInTheDocument();
  });

  it('drafts the chosen programme and opens it in the editor', async () => {
    api.on<ApplicationList>('GET', '/decks/d1/applications', { body: { items: [], programmes: programmes() } });
    api.on('POST', '/decks/d1/applications', { status: 201, body: { application: anApplication() } });
    fakeApplication();
    const user = userEvent.setup();
    const { location } = open();
    await user.click(await screen.findByRole('button', { name: 'Draft Techstars application' }));
    expect(api.sent('POST', '/decks/d1/applications')[0]!.body).toEqual({ program: 'techstars' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Application Editor' })).toBeInTheDocument();
    expect(location()).toBe('/applications?application=a1');
    expect(await screen.findByRole('textbox', { name: 'What does your company do?' })).toBeInTheDocument();
  });

  it('lists the deck’s applications drafted so far, each opening its editor', async () => {
    api.on<ApplicationList>('GET', '/decks/d1/applications', {
      body: { items: [anApplication()], programmes: programmes() },
    });
    open();
    const drafted = await screen.findByRole('region', { name: 'Your applications' });
    expect(within(drafted).getByRole('link', { name: 'Techstars' })).toHaveAttribute(
      'href',
      '/applications?application=a1',
    );
  });

  it('says so when the deck is not the founder’s', async () => {
    api.on('GET', '/decks/nope/applications', { status: 404, body: { error: 'Deck not found' } });
    open('/applications?deck=nope');
    expect(await screen.findByText('Pitch deck not found')).toBeInTheDocument();
  });
});
