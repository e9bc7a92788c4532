import { act, render, screen, within } from '@testing-library/react';
import { i18n, type Locale } from '@kuza/i18n';
import { renderPage } from '@kuza/testing';
import { icons } from '../chrome/icons';
import { EditorFrame } from '../editor-frame';
import { Dialog } from '../dialog';
import { ThemeRoot } from '../theme-root';
import { toast } from '../toasts';
import { ProgressBar } from '../progress-bar';

const transformOf = (element: Element) => getComputedStyle(element).transform;

describe('the design system on a right-to-left page', () => {
  afterEach(() => {
    document.documentElement.removeAttribute('dir');
    document.documentElement.lang = 'en';
  });

  it('writes an Arabic page in the Arabic face, and other pages in the body’s', () => {
    render(<ThemeRoot />);
    expect(getComputedStyle(document.body).fontFamily).not.toContain('IBM Plex Sans Arabic');
    document.documentElement.lang = 'ar';
    expect(getComputedStyle(document.body).fontFamily).toMatch(/^["']IBM Plex Sans Arabic["'], system-ui/);
  });

  it('mirrors the icons that point to a side, and only those', () => {
    const { container } = render(
      <>
        {icons.sidebar()}
        {icons.forecast()}
      </>,
    );
    const [sidebar, chart] = container.querySelectorAll('svg');
    expect([transformOf(sidebar), transformOf(chart)]).not.toContain('scaleX(-1)');
    document.documentElement.dir = 'rtl';
    expect(transformOf(sidebar)).toBe('scaleX(-1)');
    expect(transformOf(chart)).not.toBe('scaleX(-1)');
  });

  it('points the way back to the line’s start, on the right', () => {
    renderPage(
      <EditorFrame back={{ to: '/pitch-decks', label: 'Back to Pitch Decks' }} title="Pitch Deck Editor">
        <p>The slides</p>
      </EditorFrame>,
      { path: '/pitch-deck-editor' },
    );
    const arrow = within(screen.getByRole('link', { name: 'Back to Pitch Decks' })).getByText('←');
    expect(transformOf(arrow)).not.toBe('scaleX(-1)');
    document.documentElement.dir = 'rtl';
    expect(transformOf(arrow)).toBe('scaleX(-1)');
  });

  it('puts a dialog’s close button at the line’s end, whichever way the line runs', () => {
    renderPage(
      <Dialog open onClose={() => undefined} title="Rename">
        <p>Body</p>
      </Dialog>,
    );
    const close = screen.getByRole('button', { name: 'Close' });
    const style = getComputedStyle(close);
    expect(style.getPropertyValue('inset-inline-end')).not.toBe('');
    expect([style.left, style.right]).toEqual(['', '']);
  });

  it('shows toasts at the top left, written right to left, on an Arabic page', async () => {
    await act(() => i18n.setLocale('ar' as string as Locale));
    try {
      renderPage(<main />);
      act(() => void toast('تم الحفظ'));
      const shown = await screen.findByRole('alert');
      expect(shown.closest('.Toastify__toast-container')).toHaveClass('Toastify__toast-container--top-left');
      expect(shown.closest('.Toastify__toast')).toHaveClass('Toastify__toast--rtl');
    } finally {
      await act(() => i18n.setLocale('en'));
    }
  });

  it('sweeps a bar of unknown progress from the line’s start, the right on an Arabic page', () => {
    renderPage(<ProgressBar aria-label="Loading" />);
    const fill = screen.getByRole('progressbar', { name: 'Loading' }).firstElementChild!;
    const leftToRight = getComputedStyle(fill).getPropertyValue('animation-name');
    document.documentElement.dir = 'rtl';
    const rightToLeft = getComputedStyle(fill).getPropertyValue('animation-name');
    expect(rightToLeft).not.toBe('');
    expect(rightToLeft).not.toBe(leftToRight);
  });
});
