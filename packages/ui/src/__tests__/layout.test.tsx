import { screen } from '@testing-library/react';
import { renderPage } from '@kuza/testing';
import { Container } from '../container';
import { Stack } from '../stack';
import { VisuallyHidden } from '../visually-hidden';

describe('layout helpers', () => {
  it('Container and Stack render their children and pass native props, but no style props, to the DOM', () => {
    renderPage(
      <Container as="main" size="narrow" aria-label="Dashboard">
        <Stack direction="row" gap="sm" align="center" data-testid="actions">
          <button type="button">Save</button>
          <button type="button">Share</button>
        </Stack>
      </Container>,
    );

    const main = screen.getByRole('main', { name: 'Dashboard' });
    expect(main).toContainElement(screen.getByRole('button', { name: 'Share' }));
    expect(main).not.toHaveAttribute('size');
    expect(screen.getByTestId('actions')).not.toHaveAttribute('direction');
  });

  it('VisuallyHidden text still names the control it sits in', () => {
    renderPage(
      <button type="button">
        <span aria-hidden="true">⋮</span>
        <VisuallyHidden>More actions</VisuallyHidden>
      </button>,
    );

    expect(screen.getByRole('button', { name: 'More actions' })).toBeInTheDocument();
  });
});
