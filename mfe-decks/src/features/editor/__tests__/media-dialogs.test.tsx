import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, renderPage } from '@kuza/testing';
import { ChartDialog } from '../chart-dialog';
import { IconDialog } from '../icon-dialog';
import { ImageDialog } from '../image-dialog';
import { TableDialog } from '../table-dialog';

/** A new chart's and table's starting words, in an English deck. */
const english = (message: { defaultMessage: string }) => message.defaultMessage;

jest.setTimeout(20_000);

const show = (ui: React.ReactElement) => renderPage(ui, { path: '/' });
const png = (bytes: number) => new File([new Uint8Array(bytes)], 'market-map.png', { type: 'image/png' });

describe('the image dialog', () => {
  afterEach(() => jest.restoreAllMocks());

  it('keeps Insert Image disabled until there is an image source', async () => {
    const onInsert = jest.fn();
    show(<ImageDialog onCancel={jest.fn()} onInsert={onInsert} />);
    const insert = screen.getByRole('button', { name: 'Insert Image' });
    expect(insert).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Image URL'), 'not a link');
    expect(screen.getByText('Enter a link that starts with https://')).toBeInTheDocument();
    expect(insert).toBeDisabled();
    await userEvent.clear(screen.getByLabelText('Image URL'));
    await userEvent.type(screen.getByLabelText('Image URL'), 'https://example.com/farm.jpg');
    await userEvent.type(screen.getByLabelText('Alt text'), 'A farmer at a cold room');
    expect(screen.getByRole('img', { name: 'Preview: A farmer at a cold room' })).toBeInTheDocument();
    await userEvent.click(insert);
    expect(onInsert).toHaveBeenCalledWith({ src: 'https://example.com/farm.jpg', alt: 'A farmer at a cold room' });
  });

  it('uploads a chosen file to the media store and inserts its URL; refuses files over 2 MB', async () => {
    const stored = 'http://localhost:4000/media/AAAAAAAAAAAAAAAAAAAAAA';
    api.on('POST', '/media', {
      status: 201,
      body: { id: 'AAAAAAAAAAAAAAAAAAAAAA', url: stored, contentType: 'image/png', width: 8, height: 8, bytes: 64 },
    });
    const onInsert = jest.fn();
    show(<ImageDialog onCancel={jest.fn()} onInsert={onInsert} />);
    const upload = screen.getByLabelText('Upload an image');
    await userEvent.upload(upload, png(2 * 1024 * 1024 + 1));
    expect(screen.getByRole('alert')).toHaveTextContent('Images must be at most 2 MB');
    expect(screen.getByRole('button', { name: 'Insert Image' })).toBeDisabled();
    expect(api.sent('POST', '/media')).toHaveLength(0);

    await userEvent.upload(upload, png(64));
    expect(await screen.findByRole('img', { name: 'Preview: market map' })).toHaveAttribute('src', stored);
    await userEvent.click(screen.getByRole('button', { name: 'Insert Image' }));
    expect(onInsert.mock.calls[0][0]).toEqual({ alt: 'market map', src: stored });
    expect(api.sent('POST', '/media')).toHaveLength(1);
    // The link field stays for links: a stored picture is not shown as one.
    expect(screen.queryByDisplayValue(stored)).not.toBeInTheDocument();
  });

  it("shows the store's reason when an upload is refused", async () => {
    api.on('POST', '/media', {
      status: 400,
      body: { error: 'Images can be at most 40 megapixels and 10,000 pixels on a side' },
    });
    show(<ImageDialog onCancel={jest.fn()} onInsert={jest.fn()} />);
    await userEvent.upload(screen.getByLabelText('Upload an image'), png(64));
    expect(await screen.findByRole('alert')).toHaveTextContent('Images can be at most 40 megapixels');
    expect(screen.getByRole('button', { name: 'Insert Image' })).toBeDisabled();
  });
});

describe('the chart dialog', () => {
  afterEach(() => jest.restoreAllMocks());

  it('refuses values that are not numbers and says which', async () => {
    const onInsert = jest.fn();
    show(<ChartDialog starter={english} onCancel={jest.fn()} onInsert={onInsert} />);
    await userEvent.type(screen.getByLabelText('Row 1, Revenue'), '120');
    await userEvent.type(screen.getByLabelText('Row 2, Revenue'), 'lots');
    await userEvent.click(screen.getByRole('button', { name: 'Insert Chart' }));
    const errors = screen.getByRole('alert');
    expect(errors).toHaveTextContent('Row 2, Revenue: enter a number');
    expect(errors).toHaveTextContent('Row 3, Revenue: enter a number');
    expect(screen.getByLabelText('Row 2, Revenue')).toHaveAttribute('aria-invalid', 'true');
    expect(onInsert).not.toHaveBeenCalled();
  });

  it('inserts a line chart with an added row and a second series', async () => {
    const onInsert = jest.fn();
    show(<ChartDialog starter={english} onCancel={jest.fn()} onInsert={onInsert} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Line' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add row' }));
    await userEvent.type(screen.getByLabelText('Row 4 label'), '2027');
    await userEvent.click(screen.getByRole('button', { name: 'Add series' }));
    await userEvent.clear(screen.getByLabelText('Series 2 name'));
    await userEvent.type(screen.getByLabelText('Series 2 name'), 'Costs');
    for (const [row, revenue, costs] of [
      [1, '1,200', '900'],
      [2, '2500', '1100'],
      [3, '4000.5', '1500'],
      [4, '7000', '-20'],
    ] as const) {
      await userEvent.type(screen.getByLabelText(`Row ${row}, Revenue`), revenue);
      await userEvent.type(screen.getByLabelText(`Row ${row}, Costs`), costs);
    }
    await userEvent.type(screen.getByLabelText('Unit (optional)'), 'USD');
    await userEvent.click(screen.getByRole('button', { name: 'Insert Chart' }));
    expect(onInsert).toHaveBeenCalledWith({
      kind: 'line',
      unit: 'USD',
      labels: ['2024', '2025', '2026', '2027'],
      series: [
        { name: 'Revenue', values: [1200, 2500, 4000.5, 7000] },
        { name: 'Costs', values: [900, 1100, 1500, -20] },
      ],
    });
  });
});

describe('the table dialog', () => {
  afterEach(() => jest.restoreAllMocks());

  it('adds and removes rows and columns, then inserts the cells with the header first', async () => {
    const onInsert = jest.fn();
    show(<TableDialog starter={english} onCancel={jest.fn()} onInsert={onInsert} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add column' }));
    await userEvent.type(screen.getByLabelText('Header, column 4'), '2027');
    await userEvent.click(screen.getByRole('button', { name: 'Remove column 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add row' }));
    await userEvent.type(screen.getByLabelText('Row 3, column 1'), 'Cities');
    await userEvent.type(screen.getByLabelText('Row 3, column 3'), '4');
    await userEvent.click(screen.getByRole('button', { name: 'Remove row 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Insert Table' }));
    expect(onInsert).toHaveBeenCalledWith({
      rows: [
        ['Metric', '2026', '2027'],
        ['Revenue', '', ''],
        ['Cities', '', '4'],
      ],
    });
  });

  it('needs at least one column heading', async () => {
    const onInsert = jest.fn();
    show(
      <TableDialog
        starter={english}
        initial={{
          rows: [
            ['', ''],
            ['a', 'b'],
          ],
        }}
        onCancel={jest.fn()}
        onInsert={onInsert}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Insert Table' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Give the table at least one column heading');
    expect(onInsert).not.toHaveBeenCalled();
  });
});

describe('the icon dialog', () => {
  afterEach(() => jest.restoreAllMocks());

  it('offers a grid of icons, marks the current one and can remove it', async () => {
    const onPick = jest.fn();
    show(<IconDialog current="rocket" onCancel={jest.fn()} onPick={onPick} />);
    const dialog = screen.getByRole('dialog', { name: 'Add Icon' });
    expect(within(dialog).getByRole('button', { name: 'Rocket' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Globe' }));
    expect(onPick).toHaveBeenCalledWith('globe');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove icon' }));
    expect(onPick).toHaveBeenLastCalledWith(undefined);
  });
});
