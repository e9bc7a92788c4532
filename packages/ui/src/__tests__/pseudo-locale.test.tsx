import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import type { Slide } from '@kuza/contracts';
import { i18n } from '@kuza/i18n';
import { aResume, renderPage, speakPseudoLocale, unmarkedText, untranslatedText } from '@kuza/testing';
import { ChoiceCards } from '../choice-cards';
import { Dialog } from '../dialog';
import { EditorFrame } from '../editor-frame';
import { ErrorState } from '../error-state';
import { ExportMenu } from '../export-menu';
import { FileImport } from '../file-import';
import { fileProblem } from '../file-checks';
import { PageLoader } from '../page-loader';
import { PageSkeleton } from '../page-skeleton';
import { ProgressBar } from '../progress-bar';
import { SaveProblem, SaveStatus } from '../save-status';
import { SharedDeckFrame, SlidesAsText } from '../shared-deck';
import { SharedResumeView } from '../shared-resume';
import { TextField } from '../text-field';
import { UndoButtons } from '../undo-buttons';
import { registerSharedCatalogs } from '../shared-catalogs';

const CATALOGS = [require('../../locales/en.json') as Record<string, string>];

/** What a screen gives the design system to show: marked as if said from the screen's own catalog. */
const given = (words: string) => `⟦${words}⟧`;

/** The brand, and the founder's own words in the documents shown, which no catalog holds. */
const PROPER_NAMES = ['Kuza'];

const slides: Slide[] = [
  { id: 'a', type: 'content', title: '', content: '', bullets: [], notes: '' },
  {
    id: 'b',
    type: 'chart',
    title: '',
    content: '',
    bullets: [],
    notes: '',
    chart: { kind: 'pie', labels: ['2024', '2025'], series: [{ name: '', values: [120, 250] }], unit: '' },
  },
  {
    id: 'c',
    type: 'content',
    title: '',
    content: '',
    bullets: [],
    notes: '',
    table: {
      rows: [
        ['2024', '2025'],
        ['1', '2'],
      ],
    },
  },
  { id: 'd', type: 'team', title: '', content: '', bullets: [], notes: '', team: [{ name: '', role: '1' }] },
];

const noop = () => undefined;

describe('the design system in the pseudo-locale', () => {
  beforeAll(() => speakPseudoLocale(CATALOGS));
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('says the save status, its actions and the editor frame only from its catalog', () => {
    renderPage(
      <EditorFrame
        back={{ to: '/', label: given('Back to decks') }}
        title={given('Editor')}
        status={
          <>
            {(['saved', 'unsaved', 'saving', 'offline', 'conflict'] as const).map((status) => (
              <SaveStatus key={status} status={status} onReload={noop} />
            ))}
            <SaveStatus status="failed" message={given('Too large')} onRetry={noop} />
            <SaveProblem status="failed" message={given('Too large')} onReload={noop} onRetry={noop} />
          </>
        }
        actions={
          <>
            <UndoButtons canUndo onUndo={noop} canRedo onRedo={noop} />
            <ExportMenu
              items={[{ label: given('PDF'), href: '/x.pdf' }]}
              unsaved={false}
              saveFirst={async () => true}
            />
          </>
        }
      >
        <PageLoader />
        <PageSkeleton />
        <ErrorState message={given('Could not load')} onRetry={noop} />
        <ProgressBar aria-label={given('Progress')} segments={4} activeSegments={2} />
        <ProgressBar aria-label={given('Progress')} value={40} />
        <TextField label={given('Password')} name="password" type="password" />
        <ChoiceCards
          label={given('How to start')}
          choices={[{ value: 'ai', title: given('AI'), text: given('Fast'), recommended: true }]}
          onChoose={noop}
        />
      </EditorFrame>,
    );
    expect(screen.getAllByText(/⟦Áll chángés sávéd⟧|⟦Nót sávéd⟧/).length).toBeGreaterThan(0);
    expect(untranslatedText(document.body, PROPER_NAMES)).toEqual([]);
  });

  it('says a dialog, the export menu and the file import only from its catalog', async () => {
    const user = userEvent.setup();
    const file = new File(['x'.repeat(2048)], 'deck.pptx');
    renderPage(
      <>
        <ExportMenu items={[{ label: given('PDF'), href: '/x.pdf' }]} unsaved={false} saveFirst={async () => true} />
        <Dialog open onClose={noop} title={given('Import')}>
          <FileImport
            fileLabel={given('Upload a file')}
            limits={{ accept: '.pptx,.pdf', maxBytes: 1024 * 1024 }}
            fileHint={given('A deck')}
            file={file}
            onFileChange={noop}
            link={{
              label: given('Link'),
              placeholder: given('https'),
              value: '',
              onChange: noop,
              problem: () => undefined,
            }}
            busy={false}
            busyLabel={given('Reading')}
            onImport={noop}
          />
        </Dialog>
      </>,
    );
    await user.click(screen.getByRole('button', { name: /Éxpórt/, hidden: true }));
    expect(screen.getByText(/⟦Chósén: deck.pptx \(⟦2 KB⟧\)⟧/)).toBeInTheDocument();
    expect(untranslatedText(document.body, PROPER_NAMES)).toEqual([]);
  });

  it('says why any chosen file cannot be sent only from its catalog, around the file’s own name', () => {
    const limits = { accept: '.pptx,.pdf', maxBytes: 1024 * 1024 };
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z][a-z0-9 -]{0,20}$/),
        fc.constantFrom('.txt', '.pdf', '.pptx'),
        fc.constantFrom(0, 1, 3 * 1024 * 1024),
        (stem, extension, size) => {
          const name = `${stem}${extension}`;
          const problem = fileProblem({ name, size } as File, limits);
          if (problem === undefined) return;
          const left = unmarkedText(problem)
            .split(name)
            .join('')
            .replace(/\.pptx|\.pdf/g, '');
          expect({ problem, left: /\p{L}/u.test(left) }).toEqual({ problem, left: false });
        },
      ),
    );
  });

  it('says a shared deck’s and a shared resume’s page only from its catalog, around the founder’s own words', () => {
    renderPage(
      <>
        <SharedDeckFrame name={given('Deck')}>
          <SlidesAsText slides={slides} theme={{ id: 'savanna' }} />
        </SharedDeckFrame>
        <SharedDeckFrame name={given('Empty deck')}>
          <SlidesAsText slides={[]} theme={{ id: 'savanna' }} />
        </SharedDeckFrame>
        <SharedResumeView
          resume={{ ...aResume({ name: '', sections: [] }), header: { name: '', headline: '', contact: [] } } as never}
        />
      </>,
    );
    expect(screen.getAllByRole('link', { name: 'Kuza' })).toHaveLength(2);
    expect(untranslatedText(document.body, PROPER_NAMES)).toEqual([]);
  });

  it('names the notifications region from its catalog', () => {
    renderPage(<p>{given('Page')}</p>);
    expect(screen.getByRole('region', { name: /⟦Nótífícátíóns⟧/ })).toBeInTheDocument();
  });
});

describe('the design system in French and Portuguese', () => {
  it('loads its catalog with the contracts’ and says its words in the page’s language', async () => {
    await act(async () => {
      await registerSharedCatalogs();
      await i18n.setLocale('fr');
    });
    renderPage(
      <Dialog open onClose={noop} title="x">
        <SaveStatus status="saved" />
      </Dialog>,
    );
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
    expect(screen.getByText('Toutes les modifications sont enregistrées')).toBeInTheDocument();
    await act(() => i18n.setLocale('pt'));
    expect(screen.getByRole('button', { name: 'Fechar' })).toBeInTheDocument();
    expect(screen.getByText('Todas as alterações guardadas')).toBeInTheDocument();
    const contracts = require('@kuza/contracts/locales/pt.json') as Record<string, string>;
    for (const id of Object.keys(contracts)) expect(i18n.translations.has('pt', id)).toBe(true);
  });
});
