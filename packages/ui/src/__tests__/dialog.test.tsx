import { useState } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderPage } from '@kuza/testing';
import { Button } from '../button';
import { Dialog } from '../dialog';

function ResetLinkSent({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>Request Reset</Button>
      <Dialog
        open={open}
        onClose={close}
        title="Reset link sent"
        description="We sent a link to amara@kuza.africa"
        footer={<Button onClick={close}>Done</Button>}
      >
        <a href="#help">Did not get it?</a>
      </Dialog>
    </>
  );
}

function openDialog() {
  const opener = screen.getByRole('button', { name: 'Request Reset' });
  act(() => opener.focus());
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog', { name: 'Reset link sent' }) };
}

describe('Dialog', () => {
  it('renders nothing while closed', () => {
    renderPage(<ResetLinkSent />);

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a modal dialog named by its title and described by its description', () => {
    const { container } = renderPage(<ResetLinkSent />);
    const { dialog } = openDialog();

    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('We sent a link to amara@kuza.africa');
    expect(screen.getByRole('heading', { name: 'Reset link sent' })).toBeInTheDocument();
    // Rendered in a portal on document.body, outside the app's container.
    expect(container).not.toContainElement(dialog);
    expect(document.body).toContainElement(dialog);
  });

  it('closes on Escape', () => {
    const onClose = jest.fn();
    renderPage(<ResetLinkSent onClose={onClose} />);
    const { dialog } = openDialog();

    fireEvent.keyDown(dialog, { key: 'Escape' });

    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes with its Close button', () => {
    renderPage(<ResetLinkSent />);
    openDialog();

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes when the backdrop is clicked but not when the dialog itself is clicked', () => {
    renderPage(<ResetLinkSent />);
    const { dialog } = openDialog();

    fireEvent.mouseDown(dialog);
    fireEvent.click(dialog);
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    const backdrop = dialog.parentElement as HTMLElement;
    fireEvent.mouseDown(backdrop);
    fireEvent.click(backdrop);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays open when a drag starts inside the dialog and ends on the backdrop', () => {
    renderPage(<ResetLinkSent />);
    const { dialog } = openDialog();

    fireEvent.mouseDown(dialog);
    fireEvent.click(dialog.parentElement as HTMLElement);

    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('moves focus into the dialog on open and back to the opener on close', () => {
    renderPage(<ResetLinkSent />);
    const { opener } = openDialog();

    expect(screen.getByRole('link', { name: 'Did not get it?' })).toHaveFocus();

    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(opener).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside the dialog', () => {
    renderPage(<ResetLinkSent />);
    const { dialog } = openDialog();
    const close = screen.getByRole('button', { name: 'Close' });
    const done = screen.getByRole('button', { name: 'Done' });

    act(() => done.focus());
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(close).toHaveFocus();

    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(done).toHaveFocus();
  });

  it('focuses the dialog itself when its content has nothing focusable', () => {
    renderPage(
      <Dialog open onClose={() => {}} title="Generating">
        Assembling your slides…
      </Dialog>,
    );

    expect(screen.getByRole('dialog', { name: 'Generating' })).toHaveFocus();
  });

  it('closes only the innermost of two nested dialogs on Escape', () => {
    const closeOuter = jest.fn();
    const closeInner = jest.fn();
    renderPage(
      <Dialog open onClose={closeOuter} title="Create New Pitch Deck">
        <Dialog open onClose={closeInner} title="Import File">
          <button type="button">Import</button>
        </Dialog>
      </Dialog>,
    );

    fireEvent.keyDown(screen.getByRole('button', { name: 'Import' }), { key: 'Escape' });

    expect(closeInner).toHaveBeenCalledTimes(1);
    expect(closeOuter).not.toHaveBeenCalled();
  });
});
