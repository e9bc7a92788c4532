import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Deck, UpdateDeckInput } from '@kuza/contracts';
import { aDeck, api, deckAfterSave, renderPage, type ApiCall, type ApiReply } from '@kuza/testing';
import { DeckEditor } from '../deck-editor';
import { someSlides } from './slides';

const deck = aDeck({ id: 'd1', slides: someSlides(), version: 7, template: 'Custom Template' });

function open(reply?: (call: ApiCall) => ApiReply | Promise<ApiReply> | undefined, saveDelayMs = 20) {
  const onReload = jest.fn();
  // The deck as the fake API has it: what it last answered a read or a save with.
  let saved: Deck = deck;
  api.answerAll(async (call) => {
    const answer = await reply?.(call);
    if (answer) {
      if (call.method === 'GET' && answer.body) saved = answer.body as Deck;
      return answer;
    }
    if (call.method !== 'PUT') return { status: 404, body: { error: 'Not found' } };
    const body = call.body as UpdateDeckInput;
    // The version the editor sent is taken as the one the API has: the tests of conflicts answer 409 themselves.
    const next = deckAfterSave({ ...saved, version: body.version }, body);
    if (!next) return { status: 409, body: { error: 'This deck was changed somewhere else.' } };
    saved = next;
    return { status: 200, body: next };
  });
  renderPage(<DeckEditor deck={deck} onReload={onReload} saveDelayMs={saveDelayMs} />, { path: '/pitch-deck-editor' });
  return { onReload };
}

const thumbnails = () =>
  within(screen.getByRole('navigation', { name: 'Slides' })).getAllByRole('button', { name: /^Slide \d+:/ });
const expectThumbnails = (names: string[]) => {
  expect(thumbnails()).toHaveLength(names.length);
  thumbnails().forEach((thumb, i) => expect(thumb).toHaveAccessibleName(names[i]));
};
/** The selected slide, large: the region named 'Slide n of total'. */
const canvas = () => screen.getByRole('region', { name: /^Slide \d+ of \d+$/ });
const current = () => screen.getByRole('button', { name: /^Slide \d+:/, current: true });

jest.setTimeout(20_000);

describe('the deck editor', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the title, the back link and every slide as a thumbnail, with no template badge nobody chose', () => {
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Pitch Deck Editor' })).toBeInTheDocument();
    // 'Custom Template' is what a deck without a chosen template is stored with, not a choice.
    expect(screen.queryByText('Custom Template')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Pitch Decks' })).toHaveAttribute('href', '/pitch-decks');
    expectThumbnails(['Slide 1: SokoFresh', 'Slide 2: Problem', 'Slide 3: Solution']);
    expect(current()).toHaveAccessibleName('Slide 1: SokoFresh');
  });

  it('shows the template the founder picked as a badge beside the title', () => {
    api.answerAll(() => ({ status: 404 }));
    renderPage(<DeckEditor deck={{ ...deck, template: 'Investor Classic' }} onReload={jest.fn()} />, {
      path: '/pitch-deck-editor',
    });
    const bar = screen.getByRole('heading', { level: 1, name: 'Pitch Deck Editor' }).parentElement!;
    expect(within(bar).getByText('Investor Classic')).toBeInTheDocument();
  });

  it('adds a slide right after the current one and selects it', async () => {
    open();
    await userEvent.click(thumbnails()[1]);
    await userEvent.click(screen.getByRole('button', { name: 'Add Slide' }));
    expectThumbnails(['Slide 1: SokoFresh', 'Slide 2: Problem', 'Slide 3: New Slide', 'Slide 4: Solution']);
    expect(current()).toHaveAccessibleName('Slide 3: New Slide');
    expect(screen.getByRole('heading', { name: 'Slide 3 of 4' })).toBeInTheDocument();
  });

  it('moves between thumbnails with the arrow keys and reorders with Move up', async () => {
    open();
    thumbnails()[0].focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(current()).toHaveAccessibleName('Slide 3: Solution');
    await userEvent.click(screen.getByRole('button', { name: 'Move up' }));
    expect(current()).toHaveAccessibleName('Slide 2: Solution');
  });

  it('asks before deleting a slide and never deletes the last one', async () => {
    open();
    await userEvent.click(screen.getByRole('button', { name: 'Delete slide' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this slide?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete slide' }));
    expect(thumbnails()).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Delete slide' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete slide' }));
    expect(thumbnails()).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Delete slide' })).toBeDisabled();
  });

  it('edits the title in the Text Editor with a font size; Cancel keeps the slide as it was', async () => {
    open();
    await userEvent.click(screen.getByRole('button', { name: /^Edit title/ }));
    let dialog = screen.getByRole('dialog', { name: 'Text Editor' });
    const size = within(dialog).getByLabelText('Font size');
    expect(
      within(size)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['12 px', '14 px', '16 px', '18 px', '20 px', '24 px', '28 px', '32 px', '40 px']);
    await userEvent.clear(within(dialog).getByLabelText('Title'));
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Throwaway');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(current()).toHaveAccessibleName('Slide 1: SokoFresh');

    await userEvent.click(screen.getByRole('button', { name: /^Edit title/ }));
    dialog = screen.getByRole('dialog', { name: 'Text Editor' });
    await userEvent.clear(within(dialog).getByLabelText('Title'));
    await userEvent.type(within(dialog).getByLabelText('Title'), 'SokoFresh Kenya');
    await userEvent.selectOptions(within(dialog).getByLabelText('Font size'), '24');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(current()).toHaveAccessibleName('Slide 1: SokoFresh Kenya');
    expect(screen.getByRole('heading', { level: 3, name: 'SokoFresh Kenya' })).toHaveStyle({ fontSize: '2.5cqw' });
  });

  it('edits bullet points one per line', async () => {
    open();
    await userEvent.click(thumbnails()[2]);
    await userEvent.click(screen.getByRole('button', { name: /^Edit bullet points/ }));
    const field = within(screen.getByRole('dialog', { name: 'Text Editor' })).getByLabelText(/Bullet points/);
    expect(field).toHaveValue('Solar cold rooms\nPay per crate');
    await userEvent.type(field, '{Enter}Mobile money');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(within(canvas()).getByText('Mobile money')).toBeInTheDocument();
  });

  it('switches a slide to another layout: its points become two columns, and Undo brings the bullets back', async () => {
    open();
    await userEvent.click(thumbnails()[2]);
    const picker = within(canvas()).getByLabelText('Layout');
    expect(picker).toHaveValue('content');
    await userEvent.click(screen.getByRole('button', { name: /^Edit bullet points/ }));
    await userEvent.type(
      within(screen.getByRole('dialog', { name: 'Text Editor' })).getByLabelText(/Bullet points/),
      '{Enter}Fair prices{Enter}Fresh for weeks',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await userEvent.selectOptions(picker, 'Two columns');
    expect(within(canvas()).getAllByRole('list')).toHaveLength(2);
    expect(
      within(canvas())
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Solar cold rooms', 'Pay per crate', 'Fair prices', 'Fresh for weeks']);
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(within(canvas()).getByLabelText('Layout')).toHaveValue('content');
    expect(within(canvas()).getAllByRole('list')).toHaveLength(1);
  });

  it('splits a slide too full to fit into two slides, the second titled "(cont.)", in one undo step', async () => {
    open();
    await userEvent.click(thumbnails()[2]);
    await userEvent.click(screen.getByRole('button', { name: /^Edit bullet points/ }));
    const field = within(screen.getByRole('dialog', { name: 'Text Editor' })).getByLabelText(/Bullet points/);
    await userEvent.clear(field);
    const points = Array.from(
      { length: 20 },
      (_, i) => `Point ${i + 1} about cold rooms that keep produce fresh for farmers`,
    );
    field.focus();
    await userEvent.paste(points.join('\n'));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(within(canvas()).getByRole('status')).toHaveTextContent('This slide is too full: split it or cut text');
    await userEvent.click(within(canvas()).getByRole('button', { name: 'Split into two slides' }));
    expectThumbnails(['Slide 1: SokoFresh', 'Slide 2: Problem', 'Slide 3: Solution', 'Slide 4: Solution (cont.)']);
    expect(within(canvas()).queryByRole('status')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(thumbnails()).toHaveLength(3);
  });

  it('undoes and redoes with the buttons and with Ctrl+Z / Ctrl+Shift+Z', async () => {
    open();
    const undo = screen.getByRole('button', { name: 'Undo' });
    const redo = screen.getByRole('button', { name: 'Redo' });
    expect(undo).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Add Slide' }));
    expect(thumbnails()).toHaveLength(4);
    await userEvent.click(undo);
    expect(thumbnails()).toHaveLength(3);
    expect(current()).toHaveAccessibleName('Slide 1: SokoFresh');
    await userEvent.click(redo);
    expect(thumbnails()).toHaveLength(4);
    await userEvent.keyboard('{Control>}z{/Control}');
    expect(thumbnails()).toHaveLength(3);
    await userEvent.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(thumbnails()).toHaveLength(4);
  });

  it('keeps speaker notes under the slide and saves only that slide', async () => {
    open();
    await userEvent.type(screen.getByLabelText('Speaker notes'), 'Open with the 40% figure');
    expect(await screen.findByText('All changes saved')).toBeInTheDocument();
    await waitFor(() => expect(api.sent('PUT', '/decks/d1').length).toBeGreaterThan(0));
    const last = api.sent('PUT', '/decks/d1').at(-1)?.body as {
      slides?: unknown;
      slideChanges: { order: string[]; put: Array<{ id: string; notes: string }> };
    };
    expect(last.slides).toBeUndefined();
    expect(last.slideChanges.order).toEqual(['a', 'b', 'c']);
    expect(last.slideChanges.put.map(({ id, notes }) => ({ id, notes }))).toEqual([
      { id: 'a', notes: 'Open with the 40% figure' },
    ]);
  });

  it('autosaves with the version it saw: Saving…, then All changes saved, then the next version', async () => {
    let release: () => void = () => undefined;
    open(
      (call) =>
        call.method === 'PUT' && api.sent('PUT', '/decks/d1').length === 1
          ? new Promise<ApiReply>((resolve) => {
              release = () => resolve({ status: 200, body: { ...deck, version: 8 } });
            })
          : undefined,
      300,
    );
    expect(screen.getByRole('status')).toHaveTextContent('All changes saved');
    await userEvent.click(screen.getByRole('button', { name: 'Add Slide' }));
    expect(screen.getByRole('status')).toHaveTextContent('Unsaved changes');
    expect(await screen.findByText('Saving…')).toBeInTheDocument();
    act(() => release());
    expect(await screen.findByText('All changes saved')).toBeInTheDocument();
    expect(api.sent('PUT', '/decks/d1')[0].body).toMatchObject({ version: 7 });
    await userEvent.click(screen.getByRole('button', { name: 'Add Slide' }));
    await waitFor(() => expect(api.sent('PUT', '/decks/d1')).toHaveLength(2));
    expect(api.sent('PUT', '/decks/d1')[1].body).toMatchObject({ version: 8 });
  });

  it('on a 409, puts its change on the deck saved elsewhere and saves it, keeping both edits', async () => {
    const theirs = {
      ...deck,
      version: 9,
      slides: someSlides().map((s) => (s.id === 'c' ? { ...s, title: 'Cold rooms' } : s)),
    };
    open((call) => {
      if (call.method === 'GET' && call.path === '/decks/d1') return { status: 200, body: theirs };
      if (call.method === 'PUT' && (call.body as { version: number }).version === 7)
        return { status: 409, body: { error: 'This deck was changed somewhere else.' } };
      return undefined;
    });
    // Pasted in one go: typed key by key, a slow machine's autosave can fire between two keys.
    await userEvent.click(screen.getByLabelText('Speaker notes'));
    await userEvent.paste('Mine');
    await waitFor(() => expect(api.sent('PUT', '/decks/d1')).toHaveLength(2));
    expect(await screen.findByText('All changes saved')).toBeInTheDocument();
    const retry = api.sent('PUT', '/decks/d1')[1]!.body as {
      version: number;
      slideChanges: { put: Array<{ id: string }> };
    };
    expect(retry.version).toBe(9);
    expect(retry.slideChanges.put.map((s) => s.id)).toEqual(['a']);
    expectThumbnails(['Slide 1: SokoFresh', 'Slide 2: Problem', 'Slide 3: Cold rooms']);
    expect(screen.getByLabelText('Speaker notes')).toHaveValue('Mine');
  });

  it('says the deck was changed elsewhere when conflicts keep coming, and offers Reload instead of overwriting', async () => {
    let version = 7;
    const { onReload } = open((call) => {
      if (call.method === 'GET' && call.path === '/decks/d1')
        return { status: 200, body: { ...deck, version: ++version } };
      if (call.method === 'PUT') return { status: 409, body: { error: 'This deck was changed somewhere else.' } };
      return undefined;
    });
    await userEvent.click(screen.getByRole('button', { name: 'Add Slide' }));
    expect(await screen.findByText('This deck was changed elsewhere')).toBeInTheDocument();
    const sent = api.sent('PUT', '/decks/d1').length;
    await userEvent.click(screen.getByRole('button', { name: 'Add Slide' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(api.sent('PUT', '/decks/d1')).toHaveLength(sent);
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalled();
  });

  it('says it is offline and retries when the API cannot be reached', async () => {
    let online = false;
    open((call) => (call.method === 'PUT' && !online ? { networkError: true } : undefined));
    await userEvent.click(screen.getByRole('button', { name: 'Add Slide' }));
    expect(await screen.findByText('Offline — retrying')).toBeInTheDocument();
    online = true;
    expect(await screen.findByText('All changes saved', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(api.sent('PUT', '/decks/d1')).toHaveLength(2);
  });

  it('inserts a chart, a table, an image and an icon into the current slide, each undoable', async () => {
    open();
    await userEvent.click(thumbnails()[1]);
    await userEvent.click(screen.getByRole('button', { name: 'Add Chart' }));
    for (const [row, value] of [
      [1, '10'],
      [2, '20'],
      [3, '35'],
    ] as const) {
      await userEvent.type(screen.getByLabelText(`Row ${row}, Revenue`), value);
    }
    await userEvent.click(screen.getByRole('button', { name: 'Insert Chart' }));
    const main = within(canvas());
    expect(main.getByRole('img', { name: /^Bar chart\. Revenue — 2024: 10, 2025: 20, 2026: 35$/ })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add Table' }));
    await userEvent.click(screen.getByRole('button', { name: 'Insert Table' }));
    expect(main.getByRole('columnheader', { name: 'Metric' })).toBeInTheDocument();
    expect(main.queryByRole('img', { name: /Bar chart/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add Media' }));
    await userEvent.type(screen.getByLabelText('Image URL'), 'https://example.com/crates.jpg');
    await userEvent.type(screen.getByLabelText('Alt text'), 'Crates of tomatoes');
    await userEvent.click(screen.getByRole('button', { name: 'Insert Image' }));
    expect(main.getByRole('img', { name: 'Crates of tomatoes' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add Icon' }));
    await userEvent.click(screen.getByRole('button', { name: 'Rocket' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(main.getByRole('columnheader', { name: 'Metric' })).toBeInTheDocument();
  });
});
