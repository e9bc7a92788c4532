import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderPage } from '@kuza/testing';
import { toast } from '../toasts';

const pressAltT = () => fireEvent.keyDown(document, { key: 't', code: 'KeyT', altKey: true });

describe('Toasts', () => {
  it('is a single region, labelled Notifications', () => {
    renderPage(<main />);

    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(screen.getByRole('region')).toHaveAccessibleName('Notifications');
  });

  it('shows the text of a toast inside the Notifications region', async () => {
    renderPage(<main />);

    act(() => {
      toast.success('Login successful');
    });

    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(region).findByRole('alert')).toHaveTextContent('Login successful');
  });

  it('focuses the Notifications region on Alt+T when no toast is showing', () => {
    renderPage(<main />);

    pressAltT();

    expect(screen.getByRole('region', { name: 'Notifications' })).toHaveFocus();
  });

  it('focuses the newest toast on Alt+T', async () => {
    renderPage(<main />);

    act(() => {
      toast('Account created! Please verify your email to continue.');
    });
    await screen.findByText('Account created! Please verify your email to continue.');
    act(() => {
      toast.error('Login failed. Please try again.');
    });
    const newest = (await screen.findByText('Login failed. Please try again.')).closest('[role="alert"]');

    pressAltT();

    expect(newest).toHaveFocus();
  });

  it('ignores T without Alt', () => {
    renderPage(<main />);

    fireEvent.keyDown(document, { key: 't', code: 'KeyT' });

    expect(screen.getByRole('region', { name: 'Notifications' })).not.toHaveFocus();
  });

  it('injects its own stylesheet with the first toast, so apps need no CSS import', async () => {
    renderPage(<main />);

    act(() => {
      toast.info('Saved');
    });
    await screen.findByText('Saved');

    const styles = Array.from(document.head.querySelectorAll('style'), (style) => style.textContent).join('\n');
    expect(styles).toContain('.Toastify__toast-container');
  });
});
