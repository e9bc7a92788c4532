import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DeckLink, DeckLinkRow, LinkAnalytics } from '@kuza/contracts';
import { getRuntimeConfig } from '@kuza/store';
import { api, renderPage } from '@kuza/testing';
import { DeckShareDialog } from '../../share/deck-share-dialog';

jest.setTimeout(30_000);

const aLink = (overrides: Partial<DeckLink> = {}): DeckLink => ({
  id: 'l1',
  token: 'Lk0123456789abcdefghijklmnopqrst',
  path: '/share/deck/Lk0123456789abcdefghijklmnopqrst',
  url: 'http://localhost:3000/share/deck/Lk0123456789abcdefghijklmnopqrst',
  label: 'Savannah Fund',
  requireEmail: false,
  hasPasscode: false,
  allowDownload: false,
  watermark: false,
  revoked: false,
  createdAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

const noVisits: LinkAnalytics = { summary: { visits: 0, viewers: 0, totalSeconds: 0, medianSeconds: 0 }, visits: [] };

/**
 * The links API of one deck as the API keeps it: the list follows what was created, changed and
 * revoked, and gives each link's visit count and last visit as its analytics has them.
 */
function fakeLinks(start: DeckLink[] = [], analytics: LinkAnalytics = noVisits) {
  const links = [...start];
  const { visits, lastVisitAt } = analytics.summary;
  const row = (link: DeckLink): DeckLinkRow => ({ ...link, visits, ...(lastVisitAt ? { lastVisitAt } : {}) });
  api.on('GET', '/decks/d1/links', () => ({ body: { items: links.map(row) } }));
  api.on('POST', '/decks/d1/links', (call) => {
    const body = call.body as Record<string, unknown> & { passcode?: string };
    const { passcode, ...rest } = body;
    const link = aLink({ ...(rest as Partial<DeckLink>), id: `l${links.length + 1}`, hasPasscode: !!passcode });
    links.push(link);
    return { status: 201, body: { link } };
  });
  api.on('PATCH', /^\/decks\/d1\/links\/l\d+$/, (call) => {
    const index = links.findIndex((link) => call.path.endsWith(`/${link.id}`));
    const { passcode, expiresAt, nda, ...rest } = call.body as Record<string, unknown>;
    const { expiresAt: _e, nda: _n, ...kept } = links[index]!;
    links[index] = {
      ...kept,
      ...(rest as Partial<DeckLink>),
      hasPasscode: passcode === null ? false : passcode ? true : links[index]!.hasPasscode,
      ...(typeof expiresAt === 'string' ? { expiresAt } : {}),
      ...(typeof nda === 'string' ? { nda } : {}),
    };
    return { body: { link: links[index] } };
  });
  api.on('DELETE', /^\/decks\/d1\/links\/l\d+$/, (call) => {
    const index = links.findIndex((link) => call.path.endsWith(`/${link.id}`));
    links[index] = { ...links[index]!, revoked: true };
    return { body: { link: links[index] } };
  });
  api.on('GET', /^\/decks\/d1\/links\/l\d+\/analytics$/, { body: analytics });
  return links;
}

const openDialog = async () => {
  renderPage(<DeckShareDialog deckId="d1" onClose={jest.fn()} />);
  return screen.findByRole('dialog', { name: 'Share deck' });
};

describe("the share dialog's investor links", () => {
  afterEach(() => jest.restoreAllMocks());

  it('makes a link per investor with its settings, refusing what the contract refuses, and copies its address', async () => {
    fakeLinks();
    const user = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    const dialog = await openDialog();
    expect(await within(dialog).findByText(/No investor links yet/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'New investor link' }));
    const form = within(dialog).getByRole('form', { name: 'New investor link' });
    await user.click(within(form).getByRole('button', { name: 'Create link' }));
    expect(await within(form).findByText('Label is required')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Label'), 'Savannah Fund');
    await user.type(within(form).getByLabelText('Passcode'), 'abc');
    await user.click(within(form).getByRole('button', { name: 'Create link' }));
    expect(await within(form).findByText('Passcode must be at least 4 characters')).toBeInTheDocument();
    expect(api.sent('POST', '/decks/d1/links')).toHaveLength(0);

    await user.type(within(form).getByLabelText('Passcode'), 'd-mango');
    await user.click(within(form).getByLabelText("Ask for the viewer's e-mail, verified by a code"));
    await user.click(within(form).getByLabelText('Allow downloading the PDF'));
    await user.type(within(form).getByLabelText('Expires after'), '2099-01-31');
    await user.type(within(form).getByLabelText('NDA'), 'What you read stays between us.');
    await user.click(within(form).getByRole('button', { name: 'Create link' }));

    const row = (await within(dialog).findByRole('heading', { level: 4, name: 'Savannah Fund' })).closest('li')!;
    expect(api.sent('POST', '/decks/d1/links')[0]!.body).toEqual({
      label: 'Savannah Fund',
      requireEmail: true,
      allowDownload: true,
      watermark: false,
      passcode: 'abcd-mango',
      expiresAt: new Date('2099-01-31T23:59:59').toISOString(),
      nda: 'What you read stays between us.',
    });
    expect(
      within(row).getByText(/^Verified e-mail · Passcode · NDA · Expires .* · Download allowed$/),
    ).toBeInTheDocument();
    expect(await within(row).findByText('No visits yet')).toBeInTheDocument();
    expect(within(dialog).getByText('Link for Savannah Fund created')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Copy the link for Savannah Fund' }));
    expect(writeText).toHaveBeenCalledWith(aLink().url);
    expect(within(dialog).getByText('Link for Savannah Fund copied')).toBeInTheDocument();
  });

  it('changes a link, taking its passcode and NDA away, and revokes it after asking', async () => {
    fakeLinks([aLink({ hasPasscode: true, nda: 'Between us.', expiresAt: '2099-01-31T20:59:59.000Z' })]);
    const user = userEvent.setup();
    const dialog = await openDialog();
    await user.click(await within(dialog).findByRole('button', { name: 'Change Savannah Fund' }));
    const form = within(dialog).getByRole('form', { name: 'Change Savannah Fund' });
    expect(within(form).getByLabelText('Label')).toHaveValue('Savannah Fund');
    expect(within(form).getByLabelText('NDA')).toHaveValue('Between us.');
    await user.click(within(form).getByLabelText('Remove the passcode'));
    expect(within(form).getByLabelText('New passcode')).toBeDisabled();
    await user.clear(within(form).getByLabelText('NDA'));
    await user.clear(within(form).getByLabelText('Expires after'));
    await user.click(within(form).getByLabelText("Watermark the slides with the viewer's e-mail and the date"));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));

    expect(await within(dialog).findByText('Savannah Fund: changes saved')).toBeInTheDocument();
    expect(api.sent('PATCH', '/decks/d1/links/l1')[0]!.body).toEqual({
      label: 'Savannah Fund',
      requireEmail: false,
      allowDownload: false,
      watermark: true,
      passcode: null,
      expiresAt: null,
      nda: null,
    });
    expect(await within(dialog).findByText('Watermark')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Revoke Savannah Fund' }));
    expect(within(dialog).getByText(/It stops opening the deck at once/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Revoke link' }));
    expect(await within(dialog).findByText('Revoked')).toBeInTheDocument();
    expect(api.sent('DELETE', '/decks/d1/links/l1')).toHaveLength(1);
    expect(within(dialog).queryByRole('button', { name: 'Copy the link for Savannah Fund' })).not.toBeInTheDocument();
  });

  it("shows a link's visits: the summary, the time per slide of each visit and on average, and the CSV", async () => {
    fakeLinks([aLink({ requireEmail: true })], {
      summary: {
        visits: 2,
        viewers: 2,
        totalSeconds: 105,
        medianSeconds: 52,
        lastVisitAt: '2026-11-02T09:30:00.000Z',
      },
      visits: [
        {
          email: 'wanjiku@savannah.fund',
          startedAt: '2026-11-01T10:00:00.000Z',
          seconds: 75,
          downloaded: true,
          device: 'phone',
          slides: [
            { index: 0, seconds: 30 },
            { index: 1, seconds: 45 },
          ],
        },
        {
          email: 'amara@lagos.vc',
          startedAt: '2026-11-02T09:30:00.000Z',
          seconds: 30,
          downloaded: false,
          device: 'desktop',
          slides: [
            { index: 0, seconds: 10 },
            { index: 1, seconds: 20 },
          ],
        },
      ],
    });
    const user = userEvent.setup();
    const dialog = await openDialog();
    expect(await within(dialog).findByText(/^2 visits, last on/)).toBeInTheDocument();
    // The list says how often each link was opened; a link's visits are read only when asked for.
    expect(api.sent('GET', '/decks/d1/links/l1/analytics')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Visits of Savannah Fund' }));
    expect(await within(dialog).findByRole('heading', { name: 'Visits of Savannah Fund' })).toBeInTheDocument();
    const summary = within(dialog).getByLabelText('Summary');
    expect(summary).toHaveTextContent('Visits2');
    expect(summary).toHaveTextContent('Total time1 min 45 s');
    expect(summary).toHaveTextContent('Median time52 s');

    const table = within(dialog).getByRole('table', { name: 'Each visit' });
    const first = within(table).getByRole('row', { name: /wanjiku@savannah.fund/ });
    expect(within(first).getByRole('cell', { name: '1 min 15 s' })).toBeInTheDocument();
    expect(within(first).getByRole('cell', { name: 'phone' })).toBeInTheDocument();
    expect(within(first).getByRole('cell', { name: 'Yes' })).toBeInTheDocument();
    expect(within(first).getByText('Slide 2: 45 s')).toBeInTheDocument();

    const heat = within(dialog).getByRole('region', { name: 'Average time per slide' });
    expect(within(heat).getByText('Slide 1: 20 s')).toBeInTheDocument();
    expect(within(heat).getByText('Slide 2: 33 s')).toBeInTheDocument();

    expect(within(dialog).getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      `${getRuntimeConfig().apiUrl}/decks/d1/links/l1/analytics?format=csv`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Back to the links' }));
    expect(await within(dialog).findByRole('list', { name: 'Investor links' })).toBeInTheDocument();
  });
});
