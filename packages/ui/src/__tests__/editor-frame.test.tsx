import { screen, within } from '@testing-library/react';
import { Button } from '../button';
import { EditorFrame } from '../editor-frame';
import { renderPage } from '@kuza/testing';

function renderFrame(props: Partial<Parameters<typeof EditorFrame>[0]> = {}) {
  renderPage(
    <EditorFrame back={{ to: '/pitch-decks', label: 'Back to Pitch Decks' }} title="Pitch Deck Editor" {...props}>
      <p>The slides</p>
    </EditorFrame>,
    { path: '/pitch-deck-editor' },
  );
}

describe('the editor frame', () => {
  it('shows the logo, the way back and the editor title in a slim bar over the work area', () => {
    renderFrame();
    const bar = screen.getByRole('banner');
    expect(within(bar).getByRole('link', { name: 'Kuza home' })).toHaveAttribute('href', '/dashboard');
    const back = within(bar).getByRole('link', { name: 'Back to Pitch Decks' });
    expect(back).toHaveAttribute('href', '/pitch-decks');
    expect(back).toHaveTextContent('Back');
    expect(within(bar).getByRole('heading', { level: 1, name: 'Pitch Deck Editor' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByText('The slides')).toBeInTheDocument();
  });

  it("shows the document's template, name, save status and actions in the bar", () => {
    renderFrame({
      badge: 'Custom Template',
      documentName: 'SokoFresh seed round',
      status: <p role="status">All changes saved</p>,
      actions: <Button>Share</Button>,
    });
    const bar = screen.getByRole('banner');
    expect(within(bar).getByText('Custom Template')).toBeInTheDocument();
    expect(within(bar).getByText('SokoFresh seed round')).toHaveAttribute('title', 'SokoFresh seed round');
    expect(within(bar).getByRole('status')).toHaveTextContent('All changes saved');
    expect(within(bar).getByRole('button', { name: 'Share' })).toBeInTheDocument();
  });
});
