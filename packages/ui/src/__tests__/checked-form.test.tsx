import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderPage } from '@kuza/testing';
import { CheckedForm } from '../checked-form';

describe('CheckedForm', () => {
  it('submits without the browser bubbles and moves focus to the first field in error', async () => {
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderPage(
      <CheckedForm aria-label="Invite team member" onSubmit={onSubmit}>
        <input aria-label="Name" />
        <input aria-label="Email" aria-invalid="true" required />
        <button type="submit">Send</button>
      </CheckedForm>,
    );

    const form = screen.getByRole('form', { name: 'Invite team member' });
    expect(form).toHaveAttribute('novalidate');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));

    expect(onSubmit).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus());
  });
});
