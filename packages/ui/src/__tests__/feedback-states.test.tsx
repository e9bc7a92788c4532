import { fireEvent, screen, within } from '@testing-library/react';
import { renderPage } from '@kuza/testing';
import { Button } from '../button';
import { EmptyState } from '../empty-state';
import { ErrorState } from '../error-state';
import { PageLoader } from '../page-loader';
import { Spinner } from '../spinner';

describe('ErrorState', () => {
  it('is announced as an alert with its title and message', () => {
    renderPage(<ErrorState title="Failed to get people" message="Check your connection and try again." />);

    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Failed to get people' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Check your connection and try again.');
  });

  it('offers a Retry button that calls onRetry', () => {
    const onRetry = jest.fn();
    renderPage(<ErrorState message="Failed to fetch user details" onRetry={onRetry} />);

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
  });
});

describe('EmptyState', () => {
  it('shows its title, text and action, and hides the icon from screen readers', () => {
    renderPage(
      <EmptyState
        icon={<svg data-icon />}
        title="No pitch decks yet"
        text="Create your first investor-ready deck in minutes."
        action={<Button>Create New Pitch Deck</Button>}
      />,
    );

    expect(screen.getByRole('heading', { name: 'No pitch decks yet' })).toBeInTheDocument();
    expect(screen.getByText('Create your first investor-ready deck in minutes.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create New Pitch Deck' })).toBeInTheDocument();
    expect(document.querySelector('[data-icon]')?.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});

describe('Spinner and PageLoader', () => {
  it('a spinner is a status that says Loading unless told otherwise', () => {
    renderPage(
      <>
        <Spinner />
        <Spinner label="Saving" size="lg" />
      </>,
    );

    const [loading, saving] = screen.getAllByRole('status');
    expect(loading).toHaveTextContent('Loading');
    expect(saving).toHaveTextContent('Saving');
  });

  it('the page loader shows a loading status for route changes', () => {
    renderPage(<PageLoader label="Loading dashboard" />);

    expect(screen.getByRole('status')).toHaveTextContent('Loading dashboard');
  });
});
