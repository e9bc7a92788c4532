import { screen } from '@testing-library/react';
import { renderPage } from '@kuza/testing';
import { ProgressBar } from '../progress-bar';

describe('ProgressBar', () => {
  it('reports its percentage with aria values and a name', () => {
    renderPage(<ProgressBar aria-label="Generating pitch deck" value={40} />);

    const bar = screen.getByRole('progressbar', { name: 'Generating pitch deck' });
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(bar).toHaveAttribute('aria-valuetext', '40%');
  });

  it('keeps its value between 0 and 100', () => {
    renderPage(
      <>
        <ProgressBar aria-label="Too much" value={140} />
        <ProgressBar aria-label="Too little" value={-5} />
      </>,
    );

    expect(screen.getByRole('progressbar', { name: 'Too much' })).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByRole('progressbar', { name: 'Too little' })).toHaveAttribute('aria-valuenow', '0');
  });

  it('counts steps in segment mode, as on the first onboarding step', () => {
    renderPage(<ProgressBar aria-label="Onboarding progress" segments={3} activeSegments={1} />);

    const bar = screen.getByRole('progressbar', { name: 'Onboarding progress' });
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '3');
    expect(bar).toHaveAttribute('aria-valuenow', '1');
    expect(bar).toHaveAttribute('aria-valuetext', 'Step 1 of 3');
  });

  it('has no current value while indeterminate', () => {
    renderPage(<ProgressBar aria-label="Generating resume" />);

    expect(screen.getByRole('progressbar', { name: 'Generating resume' })).not.toHaveAttribute('aria-valuenow');
  });
});
