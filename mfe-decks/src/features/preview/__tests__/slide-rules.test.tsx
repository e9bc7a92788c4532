import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { THEMES, slidePalette, type Slide } from '@kuza/contracts';
import { renderPage } from '@kuza/testing';
import { SlideCanvas } from '../../editor/slide-canvas';
import { PreviewOverlay } from '../preview-overlay';
import { SlideView } from '../slide-view';

const chartSlide: Slide = {
  id: 'chart',
  type: 'chart',
  title: 'Revenue mix',
  content: '',
  bullets: [],
  notes: '',
  chart: {
    kind: 'bar',
    labels: ['2024', '2025'],
    series: Array.from({ length: 6 }, (_, i) => ({ name: `Line ${i + 1}`, values: [10 + i, 20 + i] })),
  },
};

/** The Competition slide as the AI Helper's 'Add more detail' leaves it: a longer lead, five bullets, our row last. */
const competition: Slide = {
  id: 'competition',
  type: 'table',
  title: 'Competition',
  content:
    'SokoFresh is built for smallholder farmers, where today’s alternatives fall short. SokoFresh rents solar-powered cold rooms to smallholder farmers in Kenya, paid per crate through M-Pesa.',
  bullets: [
    'Informal middlemen and brokers on fair, transparent price: No (SokoFresh: Yes)',
    'Large produce aggregators on fair, transparent price: Partial (SokoFresh: Yes)',
    'Our edge: SokoFresh cuts post-harvest loss with cold rooms a farmer can walk to',
    'Hard to copy: 1,200 farmers since 2021 and the data they generate',
    'Why now: mobile money reaches almost every farmer in Kenya',
  ],
  notes: '',
  table: {
    rows: [
      [
        'Alternative',
        'Reaches smallholders',
        'Fair, transparent price',
        'Cuts post-harvest loss',
        'Farm data for credit',
      ],
      ['Informal middlemen and brokers', 'Yes', 'No', 'No', 'No'],
      ['Large produce aggregators', 'Partial', 'Partial', 'Partial', 'No'],
      ['Cooperatives and extension services', 'Yes', 'Partial', 'No', 'Partial'],
      ['SokoFresh', 'Yes', 'Yes', 'Yes', 'Yes'],
    ],
  },
};

describe('slides in the preview follow the slide rules the exports use', () => {
  it.each(THEMES.map((theme) => theme.id))('draws chart series in the %s palette the exports write', (id) => {
    renderPage(<SlideView slide={chartSlide} theme={{ id }} />);
    const chart = screen.getByRole('img', { name: /Bar chart/ });
    const fills = [...chart.querySelectorAll('rect[height]:not([y="-9"])')].map((bar) => bar.getAttribute('fill'));
    const series = [...new Set(fills)];
    expect(series).toEqual(slidePalette(id).chart.map((c) => `#${c}`));
  });

  it('lays the title slide out left-aligned, with its points, as the exports do', () => {
    const title: Slide = {
      id: 't',
      type: 'title',
      title: 'SokoFresh',
      content: 'Cold rooms',
      bullets: ['Raising USD 500k'],
      notes: '',
    };
    renderPage(<SlideView slide={title} theme={{ id: 'savanna' }} />);
    const heading = screen.getByRole('heading', { name: 'SokoFresh' });
    expect(getComputedStyle(heading).textAlign).not.toBe('center');
    expect(getComputedStyle(heading.parentElement as HTMLElement).textAlign).not.toBe('center');
    expect(screen.getByText('Cold rooms')).toBeVisible();
    expect(screen.getByRole('listitem')).toHaveTextContent('Raising USD 500k');
  });

  it('shows every row of the Competition table after an AI Helper edit, our own row last', () => {
    renderPage(<SlideView slide={competition} theme={{ id: 'savanna' }} />);
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(5);
    expect(within(rows[4]).getByRole('cell', { name: 'SokoFresh' })).toBeVisible();
    expect(screen.queryByText(/more rows?/)).not.toBeInTheDocument();
    expect(document.body).toHaveTextContent(/built for smallholder farmers/);
  });

  const crowded: Slide = {
    id: 'crowded',
    type: 'content',
    title: 'Why farmers switch',
    content: '',
    bullets: Array.from({ length: 16 }, (_, i) => `Point ${i + 1}: ${'cold rooms keep produce fresh '.repeat(8)}`),
    notes: '',
  };
  const noop = () => undefined;

  it('warns on a slide too full to fit at the floors and splits it into two without losing a word', async () => {
    const onSplit = jest.fn();
    renderPage(
      <SlideCanvas
        slide={crowded}
        position={1}
        total={1}
        onEditText={noop}
        onEditVisual={noop}
        onNotesChange={noop}
        onLayoutChange={noop}
        onSplit={onSplit}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('This slide is too full: split it or cut text');
    expect(screen.getByText(/continue it on \d+ more slides? titled ‘Why farmers switch \(cont\.\)’/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Split into two slides' }));
    const [first, second] = onSplit.mock.calls[0][0] as [Slide, Slide];
    expect(second.title).toBe('Why farmers switch (cont.)');
    const words = (bullets: string[]) => bullets.join(' ').split(/\s+/).filter(Boolean);
    expect(words([...first.bullets, ...second.bullets])).toEqual(words(crowded.bullets));
  });

  it('continues text that does not fit at 14 pt on a "(cont.)" slide in the preview', async () => {
    renderPage(<PreviewOverlay slides={[crowded]} startIndex={0} onClose={noop} />);
    const preview = screen.getByRole('dialog', { name: 'Preview' });
    expect(within(preview).getByText(/^1 \/ [2-9]$/)).toBeVisible();
    await userEvent.click(within(preview).getByRole('button', { name: 'Next' }));
    expect(within(preview).getByRole('heading', { name: 'Why farmers switch (cont.)' })).toBeVisible();
  });
});
