import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RESUME_TEMPLATES, type ResumeSummaryRow } from '@kuza/contracts';
import { LOCALE_NAMES } from '@kuza/i18n';
import { api, aResume, renderPage, speakPseudoLocale, untranslatedText } from '@kuza/testing';
import ResumeEditorPage from '../resume-editor-page';
import ResumeGeneratingPage from '../resume-generating-page';
import ResumeListPage from '../resume-list-page';
import SharedResumePage from '../shared-resume-page';

// Whole pages with a store and a router: generous on a busy CI machine.
jest.setTimeout(30_000);

/** Every English catalog a resume page's words can come from. */
const CATALOGS = ['mfe-resumes', 'packages/app', 'packages/contracts', 'packages/ui'].map(
  (workspace) => require(`../../../../${workspace}/locales/en.json`) as Record<string, string>,
);

const resume = aResume();

/**
 * The founder's resume is a document in its own language (section names, text, name and role), said as written;
 * the templates are names. What is left of any screen must come from a catalog.
 */
const THEIR_WORDS = [
  ...new Set(
    [resume.name, resume.inputs?.role ?? '', ...resume.sections.flatMap((section) => [section.label, section.content])]
      .join('\n')
      .split(/[\s*—,.$-]+/)
      .filter((word) => /\p{L}/u.test(word)),
  ),
  ...RESUME_TEMPLATES,
  'Kwame Mensah',
  // The signed-in test account's initials on its avatar, the preview's name for the document, and the scheme an
  // image link starts with.
  'NA',
  `Resume of ${resume.name}`,
  'https://…',
  // Each language's own name, as the resume's language select shows it to someone who reads that language.
  ...Object.values(LOCALE_NAMES),
];

/** The design system's words come from its catalog: only the brand is said as is. */
const DESIGN_SYSTEM_WORDS = ['Kuza'];

const words = () => untranslatedText(document.body, [...THEIR_WORDS, ...DESIGN_SYSTEM_WORDS]);

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();
const rows: ResumeSummaryRow[] = [
  { id: 'r1', name: 'Amara Okafor', status: 'Complete', template: 'Modern', updatedAt: minutesAgo(8) },
  { id: 'r2', name: 'Kwame Mensah', status: 'Draft', template: 'ATS Classic', updatedAt: minutesAgo(60 * 26) },
];

beforeEach(() => {
  api.on('GET', '/resumes', { body: { items: rows, canDelete: true } });
  api.on('GET', '/resumes/r1', { body: resume });
});

describe('the resume pages in the pseudo-locale', () => {
  beforeAll(() => speakPseudoLocale(CATALOGS));

  it('the list and every step of the creation dialog show no word that did not come from a catalog', async () => {
    renderPage(<ResumeListPage />, { path: '/resume-builder' });
    await screen.findByRole('link', { name: 'Kwame Mensah' });
    expect(words()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: '⟦Créáté Néw Résúmé⟧' }));
    const dialog = await screen.findByRole('dialog');
    expect(words()).toEqual([]);
    for (const way of [/⟦Stárt wíth ÁÍ⟧/, /⟦Pásté/, /⟦Ímpórt Fílé⟧/]) {
      await userEvent.click(within(dialog).getAllByRole('button', { name: way })[0]!);
      expect(words()).toEqual([]);
      await userEvent.click(within(dialog).getByRole('button', { name: '⟦Báck tó thé wáys tó stárt⟧' }));
    }
  });

  it('the editor, its section editor and its photo dialog show no word that did not come from a catalog', async () => {
    renderPage(<ResumeEditorPage />, { path: '/resume-builder-editor', at: '/resume-builder-editor?resume=r1' });
    await screen.findByRole('list', { name: '⟦Séctíóns⟧' });
    expect(words()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: '⟦Édít Summary⟧' }));
    await screen.findByRole('dialog');
    expect(words()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: '⟦Cáncél⟧' }));
    await userEvent.click(screen.getByRole('button', { name: '⟦Prófílé ímágé⟧' }));
    await screen.findByRole('dialog');
    expect(words()).toEqual([]);
  });

  it('the generating page without a resume, and a shared link that is gone, speak the page’s language', async () => {
    renderPage(<ResumeGeneratingPage />, { path: '/resume-builder/generating' });
    await screen.findByRole('heading', { level: 1 });
    expect(words()).toEqual([]);
  });

  it('a shared resume that is gone speaks the page’s language', async () => {
    api.on('GET', /\/share\/resume\//, { status: 500, body: { error: 'Internal error', code: 'http.500' } });
    renderPage(<SharedResumePage />, { path: '/share/resume/:token', at: '/share/resume/tok_gone' });
    await screen.findByRole('link', { name: /⟦/ });
    expect(words()).toEqual([]);
  });
});
