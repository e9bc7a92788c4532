import { fireEvent, screen, within } from '@testing-library/react';
import { i18n, LOCALE_NAMES, SUPPORTED_LOCALES, type Locale } from '@kuza/i18n';
import { api, renderPage } from '@kuza/testing';
import { DemoDialog } from '../../features/sample-deck/components/demo-dialog';
import WaitlistPage from '../waitlist-page';

// Named by its tag: the page is drawn in Arabic whether or not the switchers offer it yet.
const arabic = 'ar' as string as Locale;

describe('the public pages in Arabic', () => {
  beforeEach(() => api.on('GET', '/waitlist/count', { body: { data: { count: 1240 } } }));
  afterAll(() => i18n.setLocale('en'));

  it('draws the waitlist page at /ar/waitlist right to left, in Arabic, and its switcher names each language in its own', async () => {
    await i18n.setLocale(arabic);
    renderPage(<WaitlistPage />, { path: '/ar/waitlist', at: '/ar/waitlist' });
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['ar', 'rtl']);
    expect(await screen.findByText('انضمّ 1,240 شخص')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'انضمّ إلى قائمة الانتظار' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'الأسئلة الشائعة' })).toBeInTheDocument();
    const languages = within(screen.getByRole('navigation', { name: 'اللغة' }));
    expect(languages.getAllByRole('link').map((link) => link.textContent)).toEqual(
      SUPPORTED_LOCALES.map((locale) => LOCALE_NAMES[locale]),
    );
  });

  it('turns the sample deck forward with the arrow key that points the way Arabic runs', async () => {
    await i18n.setLocale(arabic);
    renderPage(<DemoDialog open onClose={() => undefined} />, { path: '/ar/', at: '/ar/' });
    const demo = await screen.findByRole('dialog', { hidden: true });
    expect(within(demo).getByText('الشريحة 1 من 10')).toBeInTheDocument();
    fireEvent.keyDown(within(demo).getByRole('button', { name: 'التالي', hidden: true }), { key: 'ArrowLeft' });
    expect(within(demo).getByText('الشريحة 2 من 10')).toBeInTheDocument();
    fireEvent.keyDown(within(demo).getByRole('button', { name: 'التالي', hidden: true }), { key: 'ArrowRight' });
    expect(within(demo).getByText('الشريحة 1 من 10')).toBeInTheDocument();
  });
});
