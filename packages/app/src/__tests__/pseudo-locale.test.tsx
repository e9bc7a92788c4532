import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DeckLink, DeckSummary } from '@kuza/contracts';
import { i18n } from '@kuza/i18n';
import { aSummary, aUser, api, renderPage, speakPseudoLocale, untranslatedText } from '@kuza/testing';
import { registerAppCatalogs } from '../app-catalogs';
import { AppChrome } from '../chrome/app-chrome';
import { ConfirmDeleteDialog } from '../confirm-delete-dialog';
import { CreationModeChoice } from '../documents/creation-modes';
import { DocumentList, type DocumentListProps } from '../documents/document-list';
import { SaveShareExport } from '../documents/save-share-export';
import { LinkForm } from '../links/link-form';
import { LinkGate } from '../links/link-gate';
import { LinksPanel } from '../links/links-panel';
import { LinkAnalyticsView } from '../links/link-analytics';
import { Watermark } from '../links/watermark';
import { ShareWithLinksDialog } from '../links/share-with-links-dialog';

jest.setTimeout(30_000);

const CATALOGS = ['packages/app', 'packages/ui', 'packages/contracts'].map(
  (workspace) => require(`../../../../${workspace}/locales/en.json`) as Record<string, string>,
);

/** What a screen or the API gives these parts to show: marked as if said from its own catalog. */
const given = (words: string) => `⟦${words}⟧`;

/** The brand, and what the founder or the viewer wrote (names, labels, e-mails), which no catalog holds. */
const PROPER_NAMES = ['Kuza', 'SokoFresh', 'Savannah Fund', 'Amara Okafor', 'AO', 'amara@example.com'];

const noop = () => undefined;

const aLink = (overrides: Partial<DeckLink> = {}): DeckLink => ({
  id: 'l1',
  token: 'Lk0123456789abcdefghijklmnopqrst',
  path: '/share/deck/Lk0123456789abcdefghijklmnopqrst',
  url: 'http://localhost:3000/share/deck/Lk0123456789abcdefghijklmnopqrst',
  label: 'Savannah Fund',
  requireEmail: true,
  hasPasscode: true,
  nda: given('Keep it quiet'),
  expiresAt: '2099-01-31T23:59:59.000Z',
  allowDownload: true,
  watermark: true,
  revoked: false,
  createdAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

function documentList(overrides: Partial<DocumentListProps<DeckSummary>>) {
  return (
    <DocumentList<DeckSummary>
      kind="deck"
      words={{
        one: given('deck'),
        many: given('decks'),
        short: given('deck'),
        nameLabel: given('Name'),
        emptyText: given('Start'),
      }}
      query={{ data: { items: [aSummary()], canDelete: true }, isLoading: false, isError: false, refetch: noop }}
      hrefOf={() => '/d'}
      duplicate={async () => ({ name: 'SokoFresh' })}
      remove={async () => undefined}
      removing={false}
      rename={{
        useLatest: () => ({ data: { version: 1 }, isFetching: false, refetch: noop }),
        save: async () => ({ name: 'SokoFresh' }),
        saving: false,
        validateName: () => undefined,
        conflictMessage: given('Changed elsewhere'),
      }}
      onCreate={noop}
      {...overrides}
    />
  );
}

describe('the app’s parts in the pseudo-locale', () => {
  beforeAll(() => speakPseudoLocale(CATALOGS));
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    window.matchMedia = jest
      .fn()
      .mockReturnValue({ matches: false, addEventListener: noop, removeEventListener: noop });
  });
  afterEach(() => jest.restoreAllMocks());

  it('says the signed-in chrome, its sidebar and its account menu only from its catalog', async () => {
    const user = userEvent.setup();
    renderPage(
      <AppChrome title={given('Dashboard')}>
        <p>{given('Page')}</p>
      </AppChrome>,
      { path: '/dashboard', user: aUser({ firstname: 'Amara', lastname: 'Okafor', email: 'amara@example.com' }) },
    );
    await user.click(screen.getByRole('button', { name: /ÁÓ|AO/ }));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(untranslatedText(document.body, PROPER_NAMES)).toEqual([]);
  });

  it('says a list of decks, its rows, its rename and delete dialogs and its states only from its catalog', async () => {
    const user = userEvent.setup();
    const { unmount } = renderPage(documentList({}));
    await user.click(screen.getAllByRole('button', { name: /SokoFresh/ })[0]!);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(untranslatedText(document.body, PROPER_NAMES)).toEqual([]);
    unmount();

    for (const query of [
      { isLoading: true, isError: false, refetch: noop },
      { isLoading: false, isError: true, refetch: noop },
      { data: { items: [], canDelete: true }, isLoading: false, isError: false, refetch: noop },
    ]) {
      const view = renderPage(documentList({ query }));
      expect(untranslatedText(document.body, PROPER_NAMES)).toEqual([]);
      view.unmount();
    }
    renderPage(
      <ConfirmDeleteDialog
        open
        title={given('Delete?')}
        onConfirm={async () => undefined}
        busy={false}
        successMessage={given('Deleted')}
        failureMessage={given('Failed')}
        onClose={noop}
      />,
    );
    expect(untranslatedText(document.body, PROPER_NAMES)).toEqual([]);
  });

  it('says the editor’s bar, the ways to start and a watermark only from its catalog', () => {
    renderPage(
      <>
        <SaveShareExport
          kind="deck"
          documentId="d1"
          onSave={noop}
          onShare={noop}
          exports={[{ label: given('PDF'), query: 'format=pdf' }]}
          unsaved={false}
          saveFirst={async () => true}
        />
        <CreationModeChoice
          label={given('Ways')}
          texts={{ ai: given('a'), paste: given('b'), import: given('c') }}
          onChoose={noop}
        />
        <Watermark text="amara@example.com">
          <p>{given('Slide')}</p>
        </Watermark>
      </>,
    );
    expect(untranslatedText(document.body, PROPER_NAMES)).toEqual([]);
  });

  it('says the investor links, their form and a link’s visits only from its catalog', async () => {
    const user = userEvent.setup();
    api.on('GET', '/decks/d1/links', {
      body: {
        items: [
          { ...aLink(), visits: 2, lastVisitAt: '2026-11-02T09:30:00.000Z' },
          { ...aLink({ id: 'l2', revoked: true }), visits: 0 },
        ],
      },
    });
    const panel = renderPage(
      <ShareWithLinksDialog kind="deck" documentId="d1" onClose={noop} hooks={{} as never} publicLink={(p) => p} />,
    );
    await screen.findAllByText(/Sávánnáh Fúnd|Savannah Fund/);
    expect(untranslatedText(document.body, PROPER_NAMES)).toEqual([]);
    await user.click(screen.getAllByRole('button', { name: /Révóké.*Savannah Fund/ })[0]!);
    expect(untranslatedText(document.body, PROPER_NAMES)).toEqual([]);
    panel.unmount();

    const form = renderPage(<LinkForm kind="deck" link={aLink()} onSave={async () => undefined} onCancel={noop} />);
    expect(untranslatedText(document.body, PROPER_NAMES)).toEqual([]);
    form.unmount();

    api.on('GET', '/decks/d1/links/l1/analytics', {
      body: {
        summary: {
          visits: 1,
          viewers: 1,
          totalSeconds: 75,
          medianSeconds: 75,
          lastVisitAt: '2026-11-02T09:30:00.000Z',
        },
        visits: [
          {
            startedAt: '2026-11-02T09:30:00.000Z',
            seconds: 75,
            downloaded: false,
            slides: [{ index: 0, seconds: 75 }],
          },
        ],
      },
    });
    renderPage(<LinkAnalyticsView document={{ kind: 'deck', id: 'd1' }} link={aLink()} onBack={noop} />);
    await screen.findByRole('table');
    // A date and time are the language's own, as Intl writes them.
    const visitedAt = i18n.formatDate('2026-11-02T09:30:00.000Z', { dateStyle: 'medium', timeStyle: 'short' });
    expect(untranslatedText(document.body, [...PROPER_NAMES, visitedAt])).toEqual([]);
  });

  it('says a shared link’s gate only from its catalog', () => {
    renderPage(
      <LinkGate
        address={{ kind: 'resume', token: 'Lk0123456789abcdefghijklmnopqrst' }}
        question={{ code: 'nda_required', message: given('Accept first'), nda: given('Keep it quiet') }}
        onOpen={noop}
        onGone={noop}
      />,
    );
    expect(screen.getByRole('form')).toBeInTheDocument();
    expect(untranslatedText(document.body, PROPER_NAMES)).toEqual([]);
  });
});

describe('the app’s parts in French and Portuguese', () => {
  it('loads its own catalog and says the links panel in the page’s language', async () => {
    await act(async () => {
      await registerAppCatalogs();
      await i18n.setLocale('fr');
    });
    api.on('GET', '/resumes/r1/links', { body: { items: [] } });
    renderPage(<LinksPanel kind="resume" documentId="r1" />);
    expect(await screen.findByText(/Aucun lien investisseur pour l’instant\..*le CV/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nouveau lien investisseur' })).toBeInTheDocument();
    await act(() => i18n.setLocale('pt'));
    expect(within(document.body).getByRole('button', { name: 'Nova ligação para investidor' })).toBeInTheDocument();
  });
});
