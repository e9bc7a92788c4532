import { screen } from '@testing-library/react';
import { renderPage } from '@kuza/testing';
import { ButtonLink } from '../button-link';
import { StatusPage } from '../status-page';

describe('StatusPage', () => {
  it('shows the code as the page heading, the title under it and a way home', () => {
    renderPage(
      <StatusPage code="404" title="Oops! Page not found" action={<ButtonLink to="/">Return to Home</ButtonLink>} />,
    );

    expect(screen.getByRole('heading', { level: 1, name: '404' })).toBeInTheDocument();
    expect(screen.getByText('Oops! Page not found').tagName).toBe('P');
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });
});
