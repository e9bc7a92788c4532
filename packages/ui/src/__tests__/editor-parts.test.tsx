import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '@kuza/testing';
import { ExportMenu } from '../export-menu';
import { fileProblem, sizeLabel } from '../file-checks';
import { SaveProblem, SaveStatus } from '../save-status';

const items = [
  { label: 'Export as PDF', href: 'http://localhost:4000/docs/d1/export?format=pdf' },
  { label: 'Export as Word (.docx)', href: 'http://localhost:4000/docs/d1/export?format=docx' },
];

describe('SaveStatus', () => {
  it('says where the autosave stands in the shared words unless the screen gives its own', () => {
    renderPage(
      <>
        <SaveStatus status="unsaved" />
        <SaveStatus status="saved" words={{ saved: 'Saved' }} />
        <SaveStatus status={null} />
      </>,
    );
    const [unsaved, saved, nothingYet] = screen.getAllByRole('status');
    expect(unsaved).toHaveTextContent('Unsaved changes');
    expect(saved).toHaveTextContent(/^Saved$/);
    expect(nothingYet).toBeEmptyDOMElement();
  });

  it('offers Reload after a conflict and Retry after a failure, with the reason', async () => {
    const onReload = jest.fn();
    const onRetry = jest.fn();
    const view = renderPage(<SaveStatus status="conflict" onReload={onReload} onRetry={onRetry} />);
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    view.unmount();

    renderPage(<SaveStatus status="failed" message="Too long" onReload={onReload} onRetry={onRetry} />);
    expect(screen.getByRole('status')).toHaveTextContent('Not saved: Too long');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('shows the reason of a failed save in an alert only while saving has failed', () => {
    renderPage(
      <>
        <SaveProblem status="saving" message="Busy" onReload={jest.fn()} onRetry={jest.fn()} />
        <SaveProblem status="failed" message="Too long" onReload={jest.fn()} onRetry={jest.fn()} />
      </>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Too long');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('ExportMenu', () => {
  it('lists the formats as download links and closes on Escape, back on its button', async () => {
    renderPage(<ExportMenu items={items} unsaved={false} saveFirst={jest.fn()} />);
    const button = screen.getByRole('button', { name: 'Export' });
    await userEvent.click(button);
    const menu = screen.getByRole('menu', { name: 'Export' });
    expect(within(menu).getByRole('menuitem', { name: 'Export as PDF' })).toHaveAttribute('href', items[0]!.href);
    expect(within(menu).getByRole('menuitem', { name: 'Export as PDF' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(within(menu).getByRole('menuitem', { name: 'Export as Word (.docx)' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('saves unsaved changes before the download and says so when saving failed', async () => {
    const saveFirst = jest.fn().mockResolvedValue(false);
    renderPage(
      <ExportMenu items={items} unsaved saveFirst={saveFirst} saveFailedMessage="Not saved yet, so not exported" />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Export as PDF' }));
    expect(saveFirst).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Not saved yet, so not exported')).toBeInTheDocument();
  });
});

describe('fileProblem', () => {
  const limits = { accept: '.pdf,.doc,.docx', maxBytes: 10 * 1024 * 1024 };
  const aFile = (name: string, bytes: number) => {
    const file = new File(['x'], name);
    Object.defineProperty(file, 'size', { value: bytes });
    return file;
  };

  it('names the accepted types, an empty file and the size limit before anything is uploaded', () => {
    expect(fileProblem(aFile('notes.txt', 10), limits)).toBe(
      '“notes.txt” is not a .pdf, .doc or .docx file. Choose one of those.',
    );
    expect(fileProblem(aFile('cv.PDF', 0), limits)).toBe('“cv.PDF” is empty. Choose another file.');
    expect(fileProblem(aFile('cv.docx', 11 * 1024 * 1024), limits)).toBe(
      '“cv.docx” is 11 MB; files can be at most 10 MB.',
    );
    expect(fileProblem(aFile('cv.doc', 2048), limits)).toBeUndefined();
    expect(sizeLabel(2048)).toBe('2 KB');
  });
});
