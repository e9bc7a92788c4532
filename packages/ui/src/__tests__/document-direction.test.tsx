import { fireEvent, screen, within } from '@testing-library/react';
import type { SharedResume, Slide } from '@kuza/contracts';
import { DOCUMENT_LANGUAGES, i18n, LOCALE_NAMES, type DocumentLanguage } from '@kuza/i18n';
import { renderPage } from '@kuza/testing';
import { DocumentLanguageSelect } from '../document-language-select';
import { SharedDeckFrame, SlidesAsText } from '../shared-deck';
import { ResumePreview, SharedResumeView } from '../shared-resume';

// Until the exports draw Arabic, 'ar' is a document language only here.
const ARABIC = 'ar' as DocumentLanguage;

const sections: SharedResume['sections'] = [
  { id: 's1', label: 'الملخص', content: 'مهندسة برمجيات في Kuza Labs منذ 2021' },
];

const resume = (language: DocumentLanguage): SharedResume & { language: DocumentLanguage } => ({
  name: 'السيرة الذاتية',
  header: { name: 'أمينة يوسف', role: 'مديرة التقنية' },
  template: 'Modern',
  sections,
  updatedAt: '2026-11-01T10:00:00.000Z',
  language,
});

const slides: Slide[] = [
  { id: 'a', type: 'content', title: 'المشكلة', content: 'يخسر المزارعون 40%', bullets: [], notes: '' },
];

afterEach(async () => {
  await i18n.setLocale('en');
});

describe('a resume runs in its own language’s direction, whatever the page’s', () => {
  it('draws an Arabic resume right to left on an English page, in the editor’s preview and its share view', () => {
    renderPage(
      <>
        <ResumePreview {...resume(ARABIC).header} template="Modern" sections={sections} language={ARABIC} />
        <SharedResumeView resume={resume(ARABIC)} />
      </>,
    );
    const papers = screen.getAllByRole('article', { name: /أمينة يوسف/ });
    expect(papers).toHaveLength(2);
    papers.forEach((paper) => expect([paper.dir, paper.lang]).toEqual(['rtl', 'ar']));
  });

  it('keeps an English resume left to right on an Arabic page', async () => {
    await i18n.setLocale('ar');
    renderPage(<SharedResumeView resume={{ ...resume('en'), header: { name: 'Amina Yusuf' } }} />);
    const [paper] = screen.getAllByRole('article');
    expect([paper.dir, paper.lang]).toEqual(['ltr', 'en']);
  });
});

describe('a deck read as text runs in its own language’s direction', () => {
  it.each([
    { deck: 'an Arabic', language: ARABIC, page: 'an English', locale: 'en' as const, dir: 'rtl' },
    { deck: 'an English', language: 'en' as const, page: 'an Arabic', locale: 'ar' as const, dir: 'ltr' },
  ])('$deck deck on $page page reads $dir', async ({ language, locale, dir }) => {
    await i18n.setLocale(locale);
    renderPage(<SlidesAsText slides={slides} theme={{ id: 'savanna' }} language={language} />);
    const [card] = within(screen.getByRole('list')).getAllByRole('article');
    expect([card.dir, card.lang]).toEqual([dir, language]);
  });
});

it('names a shared deck in its own direction, whatever the page’s', () => {
  renderPage(
    <SharedDeckFrame name="سوكو فريش">
      <SlidesAsText slides={slides} theme={{ id: 'savanna' }} language={ARABIC} />
    </SharedDeckFrame>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'سوكو فريش' })).toHaveAttribute('dir', 'auto');
});

describe('the document language picker', () => {
  // The list as it will be once the exports draw Arabic (or as it is, once they do): the select offers what it says.
  const languages = DOCUMENT_LANGUAGES as unknown as string[];
  const added = !languages.includes('ar');
  beforeEach(() => added && languages.push('ar'));
  afterEach(() => added && languages.pop());

  it('offers every language of DOCUMENT_LANGUAGES, each named in itself, and no other', () => {
    const onChange = jest.fn();
    renderPage(<DocumentLanguageSelect label="Language of the deck" value="en" onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Language of the deck' });
    const options = within(select).getAllByRole('option');
    expect(options.map((option) => [option.getAttribute('value'), option.textContent, option.lang])).toEqual(
      languages.map((language) => [language, LOCALE_NAMES[language as DocumentLanguage], language]),
    );
    expect(options.map((option) => option.getAttribute('value'))).toContain('ar');
    fireEvent.change(select, { target: { value: 'ar' } });
    expect(onChange).toHaveBeenCalledWith('ar');
  });
});
