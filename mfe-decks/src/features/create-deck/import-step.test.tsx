import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aDeck, api, renderPage } from '@kuza/testing';
import { answerFounder } from './founder-api';
import { CreateDeckDialog } from './create-deck-dialog';

const user = userEvent.setup({ delay: null, applyAccept: false });
jest.setTimeout(15_000);

function openImport() {
  renderPage(<CreateDeckDialog open onClose={() => undefined} />, { path: '/pitch-decks' });
  return user.click(screen.getByRole('button', { name: 'Import File' }));
}

const fileInput = () => screen.getByLabelText('Upload a file');
const aFile = (name: string, bytes = 2048) => {
  const file = new File(['%PDF-1.7'], name);
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
};

describe('importing a deck file in the creation dialog', () => {
  it('keeps Import and Continue disabled until there is a link or a file', async () => {
    answerFounder(() => ({ status: 500 }));
    await openImport();
    expect(fileInput()).toHaveAttribute('accept', '.pptx,.pdf');
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await user.type(screen.getByLabelText('Link to a .pptx or .pdf file'), 'x');
    expect(screen.getByRole('button', { name: 'Import' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });

  it('refuses a file over the size limit or of another type before uploading anything', async () => {
    answerFounder(() => ({ status: 500 }));
    await openImport();
    await user.upload(fileInput(), aFile('board-deck.pdf', 16 * 1024 * 1024));
    expect(screen.getByRole('alert')).toHaveTextContent('“board-deck.pdf” is 16 MB; files can be at most 15 MB.');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await user.upload(fileInput(), aFile('notes.docx'));
    expect(screen.getByRole('alert')).toHaveTextContent('“notes.docx” is not a .pptx or .pdf file.');
    expect(api.calls.filter(({ method }) => method === 'POST')).toHaveLength(0);
  });

  it('uploads a .pdf straight away and opens its outline', async () => {
    answerFounder(() => ({ status: 201, body: aDeck({ id: 'from-pdf' }) }));
    await openImport();
    await user.upload(fileInput(), aFile('SokoFresh deck.pdf'));
    expect(screen.getByText('Chosen: SokoFresh deck.pdf (2 KB)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/pitch-deck-outline?deck=from-pdf');
    const [upload] = api.sent('POST', '/decks/import');
    expect(upload!.query.get('filename')).toBe('SokoFresh deck.pdf');
  });

  it('lets the founder pick a theme, shown as live thumbnails, and a template for a .pptx before importing it', async () => {
    answerFounder(() => ({ status: 201, body: aDeck({ id: 'from-pptx' }) }));
    await openImport();
    await user.upload(fileInput(), aFile('deck.pptx'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('heading', { name: 'Choose a template' })).toBeInTheDocument();
    expect(api.calls.filter(({ method }) => method === 'POST')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Back to the file choice' }));
    expect(screen.getByText('Chosen: deck.pptx (2 KB)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const themes = screen.getByRole('group', { name: 'Theme' });
    expect(within(themes).getByRole('radio', { name: /^Savanna/ })).toBeChecked();
    // Every theme shows the deck drawn in it: a thumbnail per theme, in that theme's colours.
    const midnight = within(themes).getByRole('radio', { name: /^Midnight/ });
    expect(midnight.closest('label')!.querySelector('[data-theme="midnight"]')).toHaveStyle({
      background: 'linear-gradient(180deg, #0F172A, #1E293B)',
    });
    await user.click(midnight);
    expect(midnight).toBeChecked();
    await user.clear(screen.getByLabelText('Template name'));
    await user.type(screen.getByLabelText('Template name'), 'Investor Night');
    await user.click(screen.getByRole('button', { name: 'Import' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/pitch-deck-outline?deck=from-pptx');
    const { query } = api.sent('POST', '/decks/import')[0]!;
    expect(Object.fromEntries(query)).toEqual({
      filename: 'deck.pptx',
      theme: 'midnight',
      template: 'Investor Night',
    });
  });

  it("imports from a link, checking it first and showing the server's error", async () => {
    answerFounder(() => ({
      status: 400,
      body: { error: 'This link points to a private or local address, which Kuza does not fetch' },
    }));
    await openImport();
    const link = screen.getByLabelText('Link to a .pptx or .pdf file');
    await user.type(link, 'not a link');
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(link).toHaveAccessibleDescription('Enter a valid http(s) link');
    expect(api.calls.filter(({ method }) => method === 'POST')).toHaveLength(0);

    await user.clear(link);
    await user.type(link, 'http://10.0.0.5/deck.pdf');
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link points to a private or local address, which Kuza does not fetch',
    );
    expect(api.sent('POST', '/decks/import-url')[0]!.body).toEqual({ url: 'http://10.0.0.5/deck.pdf' });
  });
});
