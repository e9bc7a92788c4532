import { screen, within } from '@testing-library/react';
import { Logo } from '../logo';
import { renderPage } from '@kuza/testing';

describe('the logo', () => {
  it("links home as 'Kuza home', with the mark drawn inside the link", () => {
    renderPage(<Logo to="/dashboard" />, { path: '/' });
    const home = screen.getByRole('link', { name: 'Kuza home' });
    expect(home).toHaveAttribute('href', '/dashboard');
    expect(home).toHaveTextContent('Kuza');
    // The mark is decoration: the link's name already says what it is.
    expect(home.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it("is the brand alone, named 'Kuza', where it leads nowhere", () => {
    renderPage(<Logo />, { path: '/' });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    const brand = screen.getByRole('img', { name: 'Kuza' });
    expect(brand.querySelector('svg')).toBeInTheDocument();
    expect(within(brand).getByText('Kuza')).toBeInTheDocument();
  });
});
