import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Slide } from '@kuza/contracts';
import { aDeck, api, renderPage } from '@kuza/testing';
import { DeckEditor } from '../../editor/deck-editor';
import { PreviewOverlay } from '../preview-overlay';

jest.setTimeout(20_000);

const slides: Slide[] = [
  { id: 'a', type: 'title', title: 'SokoFresh', content: 'Fresh produce, delivered', bullets: [], notes: '' },
  {
    id: 'b',
    type: 'chart',
    title: 'Traction',
    content: '',
    bullets: [],
    notes: '',
    chart: { kind: 'bar', labels: ['2024', '2025'], series: [{ name: 'Revenue', values: [120, 250] }], unit: 'USD' },
  },
  {
    id: 'c',
    type: 'team',
    title: 'Team',
    content: '',
    bullets: [],
    notes: '',
    team: [{ name: 'Amara Okafor', role: 'CEO' }],
  },
];

describe('the preview', () => {
  afterEach(() => jest.restoreAllMocks());

  it('steps through the slides with Previous and Next, disabled at the ends, showing n / total', async () => {
    const onClose = jest.fn();
    renderPage(<PreviewOverlay slides={slides} startIndex={0} onClose={onClose} />);
    const preview = screen.getByRole('dialog', { name: 'Preview' });
    const previous = within(preview).getByRole('button', { name: 'Previous' });
    const next = within(preview).getByRole('button', { name: 'Next' });
    expect(within(preview).getByRole('heading', { level: 2, name: 'SokoFresh' })).toBeInTheDocument();
    expect(within(preview).getByText('1 / 3')).toBeInTheDocument();
    expect(previous).toBeDisabled();
    await userEvent.click(next);
    expect(within(preview).getByText('2 / 3')).toBeInTheDocument();
    expect(
      within(preview).getByRole('img', { name: 'Bar chart. Revenue — 2024: 120 USD, 2025: 250 USD' }),
    ).toBeInTheDocument();
    await userEvent.click(next);
    expect(within(preview).getByText('3 / 3')).toBeInTheDocument();
    expect(within(preview).getByText('Amara Okafor')).toBeInTheDocument();
    expect(next).toBeDisabled();
    expect(previous).toHaveFocus();
  });

  it('follows the arrow keys and closes on Escape with the slide it ended on', async () => {
    const onClose = jest.fn();
    renderPage(<PreviewOverlay slides={slides} startIndex={1} onClose={onClose} />);
    expect(screen.getByText('2 / 3')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByText('3 / 3')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByText('3 / 3')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(screen.getByText('1 / 3')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledWith(0);
  });

  it('opens from the editor at the selected slide and returns there', async () => {
    api.answerAll(() => ({ status: 404 }));
    renderPage(<DeckEditor deck={aDeck({ id: 'd1', slides })} onReload={jest.fn()} />, { path: '/pitch-deck-editor' });
    await userEvent.click(screen.getByRole('button', { name: 'Slide 2: Traction' }));
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(screen.getByRole('dialog', { name: 'Preview' })).toHaveTextContent('2 / 3');
    await userEvent.keyboard('{ArrowRight}{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Preview' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Slide \d+:/, current: true })).toHaveAccessibleName('Slide 3: Team');
  });
});
