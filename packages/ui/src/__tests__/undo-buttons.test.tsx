import { fireEvent, screen } from '@testing-library/react';
import { renderPage } from '@kuza/testing';
import { UndoButtons } from '../undo-buttons';

describe('UndoButtons', () => {
  it('offers Undo and Redo with the keys that do the same, each enabled only when there is something to do', () => {
    const onUndo = jest.fn();
    const onRedo = jest.fn();
    renderPage(<UndoButtons canUndo onUndo={onUndo} canRedo={false} onRedo={onRedo} />);

    const undo = screen.getByRole('button', { name: 'Undo' });
    expect(undo).toHaveAttribute('title', 'Undo (Ctrl+Z)');
    expect(undo).toHaveAttribute('aria-keyshortcuts', 'Control+Z Meta+Z');
    fireEvent.click(undo);
    expect(onUndo).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Redo' })).toBeDisabled();
  });

  it('shows no Redo in an editor without one', () => {
    renderPage(<UndoButtons canUndo={false} onUndo={jest.fn()} />);

    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Redo' })).not.toBeInTheDocument();
  });
});
