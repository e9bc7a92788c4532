import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type { Deck, Slide } from '@kuza/contracts';
import { createVerifiedUser, newAccount } from '../support/accounts';
import { api } from '../support/deck-fixtures';
import { finishOnboarding } from '../support/onboarding';
import { joinTeam } from '../support/team';

/** A short deck written as the founder would, so the test needs no generation. */
const SLIDES = [
  { id: 'cover', type: 'title', title: 'SokoFresh', content: 'Solar cold rooms for market traders', bullets: [] },
  { id: 'problem', type: 'content', title: 'Problem', content: '', bullets: ['Traders lose 40% of produce'] },
  { id: 'traction', type: 'content', title: 'Traction', content: '', bullets: ['300 traders paying weekly'] },
].map((slide) => ({ ...slide, notes: '' })) as Slide[];
const FACTS = {
  customers: [],
  team: [],
  useOfFunds: [],
  milestones: [],
  company: { text: 'SokoFresh', source: 'pasted' },
};
const OUTLINE = [
  { id: '1', title: 'Problem', description: 'Traders lose 40% of produce' },
  { id: '2', title: 'Traction', description: '300 traders paying weekly' },
];

async function teamDeck(request: APIRequestContext): Promise<Deck> {
  const created = await request.post(api('/decks'), {
    data: { mode: 'paste', inputs: { pastedText: 'SokoFresh: solar cold rooms for Nairobi market traders.' } },
  });
  expect(created.status(), await created.text()).toBe(201);
  const deck = (await created.json()) as Deck;
  const saved = await request.put(api(`/decks/${deck.id}`), {
    data: { version: deck.version, slides: SLIDES, outline: OUTLINE, facts: FACTS },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return (await saved.json()) as Deck;
}

const thumbnails = (page: Page) =>
  page.getByRole('navigation', { name: 'Slides' }).getByRole('button', { name: /^Slide \d+:/ });
const canvas = (page: Page) => page.getByRole('region', { name: /^Slide \d+ of \d+$/ });
const textEditor = (page: Page) => page.getByRole('dialog', { name: 'Text Editor' });

async function editTitle(page: Page, title: string) {
  await canvas(page)
    .getByRole('button', { name: /^Edit title/ })
    .click();
  await textEditor(page).getByLabel('Title').fill(title);
  await textEditor(page).getByRole('button', { name: 'Save Changes' }).click();
  await expect(textEditor(page)).toBeHidden();
}

/** The deck's slides as the API has saved them. */
const storedSlides = async (page: Page, deck: Deck) =>
  ((await (await page.request.get(api(`/decks/${deck.id}`))).json()) as Deck).slides;

/** Amara (this page) and her teammate Kofi (another browser context), both in one team deck, both on its page `on`. */
async function twoTeammates(page: Page, browser: Browser, on: 'pitch-deck-editor' | 'pitch-deck-outline') {
  await createVerifiedUser(page.request);
  await finishOnboarding(page.request);
  const cto = await browser.newContext();
  const kofi = { ...newAccount('cto'), firstname: 'Kofi', lastname: 'Mensah' };
  await createVerifiedUser(cto.request, kofi);
  await joinTeam(page.request, cto.request, kofi.email);
  const deck = await teamDeck(page.request);
  const other = await cto.newPage();
  await Promise.all([page, other].map((tab) => tab.goto(`/${on}?deck=${deck.id}`)));
  return { cto, other, deck };
}

test('two teammates edit one deck at once: each sees the other live, and the saved deck holds both', async ({
  page,
  browser,
}) => {
  const { cto, other, deck } = await twoTeammates(page, browser, 'pitch-deck-editor');
  // Each sees the other in the deck.
  await expect(page.getByRole('list', { name: 'Also in this deck' }).getByRole('listitem')).toHaveAccessibleName(
    'Kofi Mensah',
  );
  await expect(other.getByRole('list', { name: 'Also in this deck' }).getByRole('listitem')).toHaveAccessibleName(
    'Amara Okafor',
  );

  // Different slides, at the same time; each sees on which slide the other is.
  await thumbnails(page).nth(1).click();
  await thumbnails(other).nth(2).click();
  await expect(page.getByRole('listitem', { name: 'Kofi Mensah is on this slide' })).toBeVisible();
  await Promise.all([editTitle(page, 'The problem'), editTitle(other, 'Traction so far')]);
  await expect(thumbnails(page).nth(2)).toHaveAccessibleName(/^Slide 3: Traction so far/);
  await expect(thumbnails(other).nth(1)).toHaveAccessibleName(/^Slide 2: The problem/);

  // After reloads, the saved deck holds both titles.
  await Promise.all([page.reload(), other.reload()]);
  for (const tab of [page, other]) {
    await expect(thumbnails(tab).nth(1)).toHaveAccessibleName(/^Slide 2: The problem/);
    await expect(thumbnails(tab).nth(2)).toHaveAccessibleName(/^Slide 3: Traction so far/);
  }
  await expect
    .poll(async () => (await storedSlides(page, deck)).map((slide) => slide.title))
    .toEqual(['SokoFresh', 'The problem', 'Traction so far']);
  await cto.close();
});

test('two teammates in one bullet: the second sees who types there, and the saved bullet holds both', async ({
  page,
  browser,
}) => {
  const { cto, other, deck } = await twoTeammates(page, browser, 'pitch-deck-editor');
  // The same bullet: both open it; the second sees who types there, and both save.
  await thumbnails(page).nth(1).click();
  await thumbnails(other).nth(1).click();
  await canvas(page)
    .getByRole('button', { name: /^Edit bullet points/ })
    .click();
  // The tag sits on the slide's bullets themselves, beside their edit button.
  await expect(
    canvas(other)
      .getByRole('button', { name: /^Edit bullet points/ })
      .locator('..')
      .getByText('Amara Okafor is typing here'),
  ).toBeVisible();
  await canvas(other)
    .getByRole('button', { name: /^Edit bullet points/ })
    .click();
  await textEditor(page)
    .getByLabel(/Bullet points/)
    .fill('Traders lose 40% of produce in a week');
  await textEditor(page).getByRole('button', { name: 'Save Changes' }).click();
  await textEditor(other)
    .getByLabel(/Bullet points/)
    .fill('Nairobi traders lose 40% of produce');
  await textEditor(other).getByRole('button', { name: 'Save Changes' }).click();
  const both = 'Nairobi traders lose 40% of produce in a week';
  await expect(canvas(page).getByText(both)).toBeVisible();
  await expect(canvas(other).getByText(both)).toBeVisible();

  // The saved deck holds the bullet with both's words, and nothing else changed.
  await expect
    .poll(async () => (await storedSlides(page, deck)).map((slide) => [slide.title, slide.bullets]))
    .toEqual([
      ['SokoFresh', []],
      ['Problem', [both]],
      ['Traction', ['300 traders paying weekly']],
    ]);
  await cto.close();
});

test("two teammates on a deck's outline page: each sees who types in a section or a fact, then its new words", async ({
  page,
  browser,
}) => {
  const { cto, other } = await twoTeammates(page, browser, 'pitch-deck-outline');
  // One edits a section, the other sees who types there, then the new title.
  const sections = (tab: Page) => tab.getByRole('list', { name: 'Outline sections' });
  await sections(page).getByRole('button', { name: 'Edit Problem' }).click();
  await expect(sections(other).getByText('Amara Okafor is typing here')).toBeVisible();
  await sections(page).getByRole('textbox', { name: 'Section Title' }).fill('Cold rooms that pay');
  await sections(page).getByRole('button', { name: 'Save' }).click();
  await expect(sections(other).getByRole('button', { name: 'Edit Cold rooms that pay' })).toBeVisible();

  // And the facts beside it: the other sees who types in a fact, then its new words.
  const facts = (tab: Page) => tab.getByRole('complementary', { name: 'Facts' });
  await facts(page).getByRole('button', { name: 'Edit the Company fact' }).click();
  await expect(facts(other).getByText('Amara Okafor is typing here')).toBeVisible();
  await facts(page).getByRole('textbox', { name: 'Company' }).fill('SokoFresh Ltd');
  await facts(page).getByRole('button', { name: 'Save' }).click();
  await expect(facts(other)).toContainText('SokoFresh Ltd');
  await cto.close();
});
