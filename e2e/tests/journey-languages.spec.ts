import { expect, test, type Page } from '@playwright/test';
import { DEFAULT_LOCALE, isDocumentLanguage, SUPPORTED_LOCALES } from '@kuza/i18n';
import { newAccount } from '../support/accounts';
import { codeIn, waitForMail } from '../support/mail';
import { expectNoEnglishOn, wordsIn } from '../support/words';

/** What a founder in each language types: their own words, in their language. */
const FOUNDER_WORDS: Record<string, { startup: string; description: string; goal: string }> = {
  fr: {
    startup: 'Maison Karité',
    description: 'Des coopératives de femmes au Burkina Faso vendent leur beurre de karité.',
    goal: 'Lever 300 000 € en amorçage',
  },
  pt: {
    startup: 'Caju Vivo',
    description: 'Cooperativas em Moçambique vendem castanha de caju processada.',
    goal: 'Angariar 250 000 € de capital semente',
  },
  ar: {
    startup: 'نخلة',
    description: 'منصة تربط مزارعي التمور في مصر بالمشترين مباشرة.',
    goal: 'جمع 200 ألف دولار في جولة تأسيسية',
  },
};

const starting = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

for (const locale of SUPPORTED_LOCALES.filter((language) => language !== DEFAULT_LOCALE)) {
  test(`${locale}: a founder signs up, onboards, builds a deck and shares it without meeting an English word`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const w = wordsIn(locale);
    const founder = FOUNDER_WORDS[locale] ?? FOUNDER_WORDS.fr!;
    const clean = (on: Page = page) => expectNoEnglishOn(on, locale);
    // A deck is written in a language its exports draw: on an Arabic page it is English, so where the deck is shown
    // (the editor's and the share view's main part) only the page's frame and dialogs are checked.
    const cleanAround = (on: Page = page) =>
      expectNoEnglishOn(on, locale, isDocumentLanguage(locale) ? undefined : 'main');

    // Sign-up from the language's own public page, and the code mailed in that language.
    const account = newAccount(`journey-${locale}`);
    await page.goto(`/${locale}/signup`);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await clean();
    await page.getByLabel(w('First name'), { exact: true }).fill(account.firstname);
    await page.getByLabel(w('Last name'), { exact: true }).fill(account.lastname);
    await page.getByLabel(w('Email'), { exact: true }).fill(account.email);
    await page.getByLabel(w('Password'), { exact: true }).fill(account.password);
    await page.getByRole('button', { name: w('auth.signUp.submit') }).click();
    const mail = await waitForMail(account.email);
    const code = codeIn(mail);
    expect(mail.subject).toBe(w('{code} is your Kuza verification code', { code }));
    await page.getByRole('textbox', { name: w('Digit {position} of {count}', { position: 1, count: 6 }) }).focus();
    await page.keyboard.type(code);
    await clean();
    await page.getByRole('button', { name: w('Confirm email') }).click();

    // Onboarding, in three steps.
    await expect(page.getByRole('heading', { level: 1, name: w('Tell us about your startup') })).toBeVisible();
    await clean();
    await page.getByRole('button', { name: w('Continue') }).click();
    await expect(page.getByRole('heading', { level: 1, name: w('Shape Your Startup Journey') })).toBeVisible();
    await page.getByLabel(w('Who is your target audience?')).fill(founder.description);
    await page.getByLabel(w('What is your main goal right now?')).fill(founder.goal);
    await clean();
    await page.getByRole('button', { name: w('Continue') }).click();
    await expect(page.getByRole('heading', { level: 1, name: w('Goals & Preferences') })).toBeVisible();
    await page
      .locator('label')
      .filter({ hasText: w('Create pitch deck') })
      .first()
      .click();
    await clean();
    await page.getByRole('button', { name: w('Finish') }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await clean();

    // A deck with AI, from the founder's own words.
    await page.goto('/pitch-decks');
    await page
      .getByRole('button', { name: w('Create New Pitch Deck') })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: w('Create New Pitch Deck') });
    await dialog.getByRole('button', { name: starting(w('app.creation.ai')) }).click();
    await dialog.getByLabel(w('Startup/Business Name')).fill(founder.startup);
    await dialog.getByLabel(w('Description')).fill(founder.description);
    await clean();
    await dialog.getByRole('button', { name: w('Generate Pitch Deck') }).click();
    await expect(page).toHaveURL(/\/pitch-deck-outline\?deck=[0-9a-f]{24}$/);
    await cleanAround();
    await page.getByRole('button', { name: w('Proceed') }).click();
    await expect(page).toHaveURL(/\/pitch-deck-editor\?deck=[0-9a-f]{24}$/, { timeout: 30_000 });
    await expect(page.getByText(founder.startup).first()).toBeVisible();
    await cleanAround();

    // Shared with a view-only link, which a visitor opens.
    await page.getByRole('button', { name: w('app.editor.share'), exact: true }).click();
    const share = page.getByRole('dialog', {
      name: w('{kind, select, deck {Share deck} other {Share resume}}', { kind: 'deck' }),
    });
    await share.getByRole('button', { name: w('Link for anyone') }).click();
    await share.getByRole('button', { name: w('app.share.create') }).click();
    const link = share.getByLabel(w('Share link'));
    await expect(link).toHaveValue(/\/share\/deck\/[A-Za-z0-9_-]+$/);
    await cleanAround();
    const visitor = await browser.newContext({ locale });
    try {
      const view = await visitor.newPage();
      await view.goto(await link.inputValue());
      await expect(view.getByText(founder.startup).first()).toBeVisible();
      await cleanAround(view);
    } finally {
      await visitor.close();
    }
  });
}
