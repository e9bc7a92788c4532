import { createRef } from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderPage } from '@kuza/testing';
import { Button } from '../button';
import { ButtonLink } from '../button-link';

describe('Button', () => {
  it('is disabled, busy and shows a loading status while loading', () => {
    const onClick = jest.fn();
    renderPage(
      <Button loading onClick={onClick}>
        Continue
      </Button>,
    );

    const button = screen.getByRole('button', { name: /continue/i });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(within(button).getByRole('status')).toHaveTextContent('Loading');
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('is enabled and shows no status when not loading', () => {
    renderPage(<Button>Continue</Button>);

    const button = screen.getByRole('button', { name: 'Continue' });
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-busy');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('forwards native props and its ref to the button element', () => {
    const ref = createRef<HTMLButtonElement>();
    const onClick = jest.fn();
    renderPage(
      <Button ref={ref} variant="danger" size="sm" aria-describedby="x" onClick={onClick}>
        Delete
      </Button>,
    );

    const button = screen.getByRole('button', { name: 'Delete' });
    expect(ref.current).toBe(button);
    expect(button).toHaveAttribute('aria-describedby', 'x');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('does not submit a form unless asked to', () => {
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderPage(
      <form onSubmit={onSubmit}>
        <Button>Cancel</Button>
        <Button type="submit">Save</Button>
      </form>,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('keeps style-only props off the DOM', () => {
    renderPage(
      <Button fullWidth variant="ghost">
        Wide
      </Button>,
    );

    const button = screen.getByRole('button', { name: 'Wide' });
    expect(button).not.toHaveAttribute('variant');
    expect(button).not.toHaveAttribute('fullWidth');
  });
});

describe('ButtonLink', () => {
  it('renders a router link to its target', () => {
    renderPage(<ButtonLink to="/pitch-decks">Pitch Decks</ButtonLink>);

    expect(screen.getByRole('link', { name: 'Pitch Decks' })).toHaveAttribute('href', '/pitch-decks');
  });
});
