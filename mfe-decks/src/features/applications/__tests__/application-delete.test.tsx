import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  PROGRAMMES,
  type ApplicationList,
  type ApplicationSummary,
  type ApplicationSummaryList,
} from '@kuza/contracts';
import { baseApi } from '@kuza/store';
import { api, renderPage } from '@kuza/testing';
import ApplicationsPage from '../../../pages/applications-page';
import { anApplication, fakeApplication } from './fake-applications';

jest.setTimeout(30_000);

/** The dashboard's list of applications, as its remote asks for it (GET /applications, tagged Recents). */
const dashboard = baseApi.injectEndpoints({
  endpoints: (build) => ({
    dashboardApplicationsProbe: build.query<ApplicationSummaryList, void>({
      query: () => '/applications',
      providesTags: ['Recents'],
    }),
  }),
});
function DashboardList() {
  const { data } = dashboard.useDashboardApplicationsProbeQuery();
  return (
    <ul aria-label="Dashboard applications">
      {data?.items.map((item) => (
        <li key={item.id}>{item.programName}</li>
      ))}
    </ul>
  );
}

const SUMMARY: ApplicationSummary = {
  id: 'a1',
  deckId: 'd1',
  deckName: 'SokoFresh',
  program: 'techstars',
  programName: 'Techstars',
  answered: 3,
  total: 3,
  updatedAt: '2026-11-20T10:00:00.000Z',
};

/** The API with SokoFresh's Techstars application, until it is deleted. */
function fakeDeletableApplication() {
  fakeApplication();
  let deleted = false;
  const programmes = PROGRAMMES.map(({ id, name, link, season, questions }) => ({
    id,
    name,
    link,
    season,
    questions: questions.length,
    eligibility: { verdict: 'unknown' as const, checks: [] },
  }));
  api.on<ApplicationList>('GET', '/decks/d1/applications', () => ({
    body: { items: deleted ? [] : [anApplication()], programmes },
  }));
  api.on<ApplicationSummaryList>('GET', '/applications', () => ({ body: { items: deleted ? [] : [SUMMARY] } }));
  api.on('DELETE', '/applications/a1', () => {
    deleted = true;
    return { status: 204 };
  });
}

const open = () =>
  renderPage(
    <>
      <ApplicationsPage />
      <DashboardList />
    </>,
    { path: '/applications', at: '/applications?application=a1' },
  );

describe('deleting an application', () => {
  it('deletes it once confirmed, goes back to the deck’s programmes, and the dashboard no longer lists it', async () => {
    fakeDeletableApplication();
    const user = userEvent.setup();
    const { location } = open();
    const listed = screen.getByRole('list', { name: 'Dashboard applications' });
    expect(await within(listed).findByText('Techstars')).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this application?' });
    expect(dialog).toHaveTextContent('Your Techstars application will be deleted for everyone in your workspace.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(location()).toBe('/applications?deck=d1'));
    expect(api.sent('DELETE', '/applications/a1')).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Draft Techstars application' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your applications' })).not.toBeInTheDocument();
    await waitFor(() => expect(within(listed).queryByText('Techstars')).not.toBeInTheDocument());
    expect(screen.getByText('Deleted your Techstars application')).toBeInTheDocument();
  });

  it('deletes nothing when the founder cancels', async () => {
    fakeDeletableApplication();
    const user = userEvent.setup();
    const { location } = open();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.sent('DELETE', '/applications/a1')).toHaveLength(0);
    expect(location()).toBe('/applications?application=a1');
  });

  it('keeps the editor open with the server’s reason when the deletion is refused', async () => {
    fakeApplication();
    api.on('DELETE', '/applications/a1', { status: 404, body: { error: 'Application not found' } });
    api.on<ApplicationSummaryList>('GET', '/applications', { body: { items: [SUMMARY] } });
    const user = userEvent.setup();
    const { location } = open();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Application not found');
    expect(location()).toBe('/applications?application=a1');
  });
});
