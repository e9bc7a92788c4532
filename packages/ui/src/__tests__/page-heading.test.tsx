import { screen } from '@testing-library/react';
import { renderPage } from '@kuza/testing';
import { Button } from '../button';
import { PageHeading } from '../page-heading';

describe('PageHeading', () => {
  it("shows the page's one h1, what the page is for and its main action", () => {
    renderPage(
      <PageHeading
        title="Pitch Decks"
        intro="View, create, and manage all your pitch decks in one place."
        action={<Button>Create New Pitch Deck</Button>}
      />,
    );

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Pitch Decks');
    expect(screen.getByText('View, create, and manage all your pitch decks in one place.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create New Pitch Deck' })).toBeInTheDocument();
  });
});
