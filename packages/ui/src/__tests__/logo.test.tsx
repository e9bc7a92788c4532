import { screen, within } from '@testing-library/react';
import { Logo } from '../logo';
import { renderWithTheme } from './render-with-theme';

describe('the logo', () => {
  it("links home as 'Kuza home', with the mark drawn inside the link", () => {
    renderWithTheme(<Logo to="/dashboard" />);
    const home = screen.getByRole('link', { name: 'Kuza home' });
    expect(home).toHaveAttribute('href', '/dashboard');
    expect(home).toHaveTextContent('Kuza');
    // The mark is decoration: the link's name already says what it is.
    expect(home.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it("is the brand alone, named 'Kuza', where it leads nowhere", () => {
    renderWithTheme(<Logo />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    const brand = screen.getByRole('img', { name: 'Kuza' });
    expect(brand.querySelector('svg')).toBeInTheDocument();
    expect(within(brand).getByText('Kuza')).toBeInTheDocument();
  });
});
