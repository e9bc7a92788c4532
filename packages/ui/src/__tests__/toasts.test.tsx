import { act, fireEvent, screen, within } from '@testing-library/react';
import { Toasts, toast } from '../toasts';
import { renderWithTheme } from './render-with-theme';

const pressAltT = () => fireEvent.keyDown(document, { key: 't', code: 'KeyT', altKey: true });

afterEach(() => {
  act(() => toast.dismiss());
});

describe('Toasts', () => {
  it('is a single region, labelled Notifications', () => {
    renderWithTheme(<Toasts />);

    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(screen.getByRole('region')).toHaveAccessibleName('Notifications');
  });

  it('shows the text of a toast inside the Notifications region', async () => {
    renderWithTheme(<Toasts />);

    act(() => {
      toast.success('Login successful');
    });

    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(region).findByRole('alert')).toHaveTextContent('Login successful');
  });

  it('focuses the Notifications region on Alt+T when no toast is showing', () => {
    renderWithTheme(<Toasts />);

    pressAltT();

    expect(screen.getByRole('region', { name: 'Notifications' })).toHaveFocus();
  });

  it('focuses the newest toast on Alt+T', async () => {
    renderWithTheme(<Toasts />);

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
    renderWithTheme(<Toasts />);

    fireEvent.keyDown(document, { key: 't', code: 'KeyT' });

    expect(screen.getByRole('region', { name: 'Notifications' })).not.toHaveFocus();
  });

  it('injects its own stylesheet, so apps need no CSS import', () => {
    renderWithTheme(<Toasts />);

    const styles = Array.from(document.head.querySelectorAll('style'), (style) => style.textContent).join('\n');
    expect(styles).toContain('.Toastify__toast-container');
  });
});
