import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  PROGRAMMES,
  THEMES,
  fontsToInstall,
  themeOf,
  type ApplicationList,
  type Deck,
  type GenerationStatus,
  type Slide,
} from '@kuza/contracts';
import { LOCALE_NAMES } from '@kuza/i18n';
import { aDeck, api, aSummary, renderPage, speakPseudoLocale, untranslatedText, type ApiCall } from '@kuza/testing';
import { anApplication } from '../../features/applications/__tests__/fake-applications';
import { aiHelperChips } from '../../features/editor/ai-helper-chips';
import { draftFromChart } from '../../features/editor/chart-form';
import { draftFromTable } from '../../features/editor/table-form';
import ApplicationsPage from '../applications-page';
import DeckEditorPage from '../deck-editor-page';
import DeckGeneratingPage from '../deck-generating-page';
import DeckListPage from '../deck-list-page';
import DeckOutlinePage from '../deck-outline-page';
import SharedDeckPage from '../shared-deck-page';

jest.setTimeout(60_000);

/** Every English catalog a decks screen's words can come from. */
const CATALOGS = ['mfe-decks', 'packages/app', 'packages/ui', 'packages/contracts'].map(
  (workspace) => require(`../../../../${workspace}/locales/en.json`) as Record<string, string>,
);

/**
 * What the founder wrote is theirs, in their language: the deck below says only names and figures, so any other
 * word on screen is the screen's own. The rest are names the same in every language (the brand, the themes, the
 * programmes, the fonts), and what the server writes (a programme's questions and rules).
 */
const FOUNDER_WORDS = ['SokoFresh', 'Wanjiru Kamau', 'KES 4.2M'];
const application = anApplication();
const SERVER_WORDS = [
  ...application.answers.flatMap((answer) => [answer.question, answer.text, ...answer.missing]),
  ...application.eligibility.checks.map((check) => check.reason),
];
const NAMES = [
  'Kuza',
  // The avatar's initials when no one is signed in (product.md §2), and the addresses the forms show as examples.
  'NA',
  'https://example.com/our-deck.pptx',
  'https://',
  ...Object.values(LOCALE_NAMES),
  ...THEMES.map((theme) => theme.name),
  ...THEMES.flatMap((theme) => fontsToInstall(themeOf({ id: theme.id })).map((font) => font.family)),
  ...PROGRAMMES.map((programme) => programme.name),
];
/**
 * What Kuza writes into a deck (a new table's and chart's starting labels, said in the deck's language, English here;
 * the AI Helper's instructions, which the server reads).
 */
const inTheDeck = (message: { defaultMessage: string }) => message.defaultMessage;
const documentWords = (slide: Slide) => [
  ...draftFromTable(undefined, inTheDeck).flat(),
  ...draftFromChart(undefined, inTheDeck).series.map((series) => series.name),
  ...aiHelperChips(slide).flatMap((chip) => [chip.say, chip.description]),
];
const ALLOWED = [...FOUNDER_WORDS, ...SERVER_WORDS, ...NAMES];

const expectEveryWordTranslated = (allowed: readonly string[] = []) =>
  expect(untranslatedText(document.body, [...ALLOWED, ...allowed])).toEqual([]);

const slides: Slide[] = [
  { id: 'a', type: 'title', title: 'SokoFresh', content: 'Wanjiru Kamau', bullets: [], notes: '' },
  { id: 'b', type: 'content', title: 'SokoFresh', content: '', bullets: ['KES 4.2M', '12 400'], notes: '' },
];
const deck: Deck = aDeck({
  id: 'd1',
  name: 'SokoFresh',
  template: 'Custom Template',
  outline: [{ id: 's1', title: 'SokoFresh', description: 'Wanjiru Kamau' }],
  slides,
});

function answer(extra: (call: ApiCall) => { status: number; body?: unknown } | undefined = () => undefined) {
  api.answerAll((call) => {
    const reply = extra(call);
    if (reply) return reply;
    if (call.path === '/decks' && call.method === 'GET')
      return {
        status: 200,
        body: { items: [aSummary({ id: 'd1', name: 'SokoFresh', slideCount: 2 })], canDelete: true },
      };
    if (call.path === '/decks/d1' && call.method === 'GET') return { status: 200, body: deck };
    return { status: 404, body: { error: 'Not found' } };
  });
}

describe('every decks screen in the pseudo-locale', () => {
  beforeAll(() => speakPseudoLocale(CATALOGS));

  it('the deck list and every step of the creation dialog show no word that did not come from a catalog', async () => {
    answer();
    renderPage(<DeckListPage />, { path: '/pitch-decks', at: '/pitch-decks?create=1' });
    await screen.findByRole('dialog');
    // Every step of the dialog is mounted (hidden until chosen): the AI form, Paste and Import are all checked.
    await screen.findAllByText(/⟦/);
    expectEveryWordTranslated();
  });

  it('the outline and its facts panel show no word that did not come from a catalog', async () => {
    answer();
    renderPage(<DeckOutlinePage />, { path: '/pitch-deck-outline', at: '/pitch-deck-outline?deck=d1' });
    await screen.findByRole('list', { name: /⟦/ });
    expectEveryWordTranslated();
  });

  it('the generation progress shows no word that did not come from a catalog', async () => {
    const running: GenerationStatus = { state: 'running', done: 1, total: 2, current: 'SokoFresh' };
    answer((call) => (call.path === '/decks/d1/generation' ? { status: 200, body: running } : undefined));
    renderPage(<DeckGeneratingPage />, { path: '/pitch-deck-generating', at: '/pitch-deck-generating?deck=d1' });
    await screen.findByRole('progressbar');
    expectEveryWordTranslated();
  });

  it('the editor, its panels and each of its dialogs show no word that did not come from a catalog', async () => {
    answer();
    renderPage(<DeckEditorPage />, { path: '/pitch-deck-editor', at: '/pitch-deck-editor?deck=d1' });
    const tools = await screen.findByRole('group', { name: /⟦/ });
    expectEveryWordTranslated();
    // Add Media, Add Chart, Add Table, Team Cards, Add Icon, AI Helper and Theme, one after another.
    const buttons = within(tools).getAllByRole('button').slice(1);
    expect(buttons).toHaveLength(7);
    for (const button of buttons) {
      await userEvent.click(button);
      await screen.findByRole('dialog');
      expectEveryWordTranslated(documentWords(slides[0]));
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    }
  });

  it('the programme picker and the application editor show no word that did not come from a catalog', async () => {
    const list: ApplicationList = {
      items: [],
      programmes: PROGRAMMES.map(({ id, name, link, season, questions }) => ({
        id,
        name,
        link,
        season,
        questions: questions.length,
        eligibility: application.eligibility,
      })),
    };
    answer((call) =>
      call.path === '/decks/d1/applications'
        ? { status: 200, body: list }
        : call.path === '/applications/a1'
          ? { status: 200, body: { application } }
          : undefined,
    );
    const picker = renderPage(<ApplicationsPage />, { path: '/applications', at: '/applications?deck=d1' });
    await screen.findAllByRole('button', { name: /⟦/ });
    expectEveryWordTranslated();
    picker.unmount();

    renderPage(<ApplicationsPage />, { path: '/applications', at: '/applications?application=a1' });
    await screen.findAllByRole('textbox');
    expectEveryWordTranslated();
  });

  it('a shared deck shows no word that did not come from a catalog', async () => {
    answer((call) =>
      call.path === '/share/deck/t1'
        ? {
            status: 200,
            body: { name: 'SokoFresh', language: 'en', slides, theme: deck.theme, updatedAt: deck.updatedAt },
          }
        : undefined,
    );
    renderPage(<SharedDeckPage />, { path: '/share/deck/:token', at: '/share/deck/t1' });
    await screen.findAllByRole('button', { name: /⟦/ });
    expectEveryWordTranslated();
  });
});
