import { act, screen } from '@testing-library/react';
import { renderPage } from '@kuza/testing';
import { toast } from '../toasts';

const toastifyStyles = () =>
  Array.from(document.head.querySelectorAll('style'), (style) => style.textContent ?? '').filter((css) =>
    css.includes('.Toastify__toast-container'),
  );

describe('Toasts on demand', () => {
  it('loads nothing of the toast library until the first toast, then shows it', async () => {
    renderPage(<main />);
    expect(toastifyStyles()).toHaveLength(0);

    act(() => {
      toast.error('Failed to join waitlist');
    });

    expect(await screen.findByText('Failed to join waitlist')).toBeInTheDocument();
    expect(toastifyStyles()).toHaveLength(1);
  });
});
