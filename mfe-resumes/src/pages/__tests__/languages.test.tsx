import { screen, within } from '@testing-library/react';
import { i18n } from '@kuza/i18n';
import { api, aResume, renderPage } from '@kuza/testing';
import ResumeEditorPage from '../resume-editor-page';
import ResumeListPage from '../resume-list-page';

// Whole pages with a store and a router: generous on a busy CI machine.
jest.setTimeout(30_000);

const english = require('../../../locales/en.json') as Record<string, string>;
const catalogs = {
  fr: require('../../../locales/fr.json') as Record<string, string>,
  pt: require('../../../locales/pt.json') as Record<string, string>,
};

/** Words the same in French as in English. */
const SAME_IN_EVERY_LANGUAGE = ['Sections'];

beforeEach(() => {
  api.on('GET', '/resumes', { body: { items: [], canDelete: true } });
  api.on('GET', '/resumes/r1', { body: aResume() });
});

describe('the resume pages in French and Portuguese', () => {
  afterAll(() => i18n.setLocale('en'));

  it.each([
    ['fr', 'CV', 'Nouveau CV'],
    ['pt', 'Currículos', 'Novo currículo'],
  ] as const)('in %s, the list is said in that language', async (locale, heading, create) => {
    await i18n.setLocale(locale);
    renderPage(<ResumeListPage />, { path: '/resume-builder' });
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: create }).length).toBeGreaterThan(0);
  });

  it.each([
    ['fr', 'Éditeur de CV', 'Sections', 'Modifier Experience', 'Modèle'],
    ['pt', 'Editor de currículo', 'Secções', 'Editar Experience', 'Modelo'],
  ] as const)(
    'in %s, the editor speaks that language and keeps the founder’s section names as written',
    async (locale, heading, sections, editExperience, template) => {
      await i18n.setLocale(locale);
      renderPage(<ResumeEditorPage />, { path: '/resume-builder-editor', at: '/resume-builder-editor?resume=r1' });
      const list = await screen.findByRole('list', { name: sections });
      expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
      expect(within(list).getByRole('button', { name: editExperience })).toBeInTheDocument();
      expect(screen.getByRole('group', { name: template })).toBeInTheDocument();
    },
  );

  it('has every message in its own words, not a copy of the English', () => {
    for (const catalog of Object.values(catalogs)) {
      const copied = Object.keys(english).filter(
        (id) => catalog[id] === english[id] && !SAME_IN_EVERY_LANGUAGE.includes(english[id]!),
      );
      expect(copied).toEqual([]);
    }
  });
});
