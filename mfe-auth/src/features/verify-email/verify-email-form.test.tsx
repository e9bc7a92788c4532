import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SessionResponse } from '@kuza/contracts';
import { AUTH_TOASTS } from '@kuza/contracts/account';
import { i18n } from '@kuza/i18n';
import { toast } from '@kuza/ui';
import { aUser, api, renderPage, signedInAs } from '@kuza/testing';
import { VerifyEmailForm } from './verify-email-form';

const boxes = () => screen.getAllByRole('textbox', { name: /^Digit \d of 6$/ });
const user = aUser({ email: 'ada@example.com', firstname: 'Ada', lastname: 'Obi' });

/** The API verifies the code and starts the session: GET /auth/user knows the user from then on. */
const verifies = () => {
  signedInAs(user);
  return { body: { message: 'Email verified', user } };
};

describe('the verify-email form', () => {
  it("asks for six digits with the spec's messages", async () => {
    renderPage(<VerifyEmailForm email="ada@example.com" />);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm email' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    await userEvent.click(boxes()[0]!);
    await userEvent.keyboard('123');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm email' }));
    expect(await screen.findByText('Must be 6 digits')).toBeInTheDocument();
    expect(api.sent('PUT', '/auth/email/verify')).toHaveLength(0);
  });

  it('turns the boxes red on a refused code, then signs in and goes to onboarding on success', async () => {
    api.on('PUT', '/auth/email/verify', { status: 400, body: { error: 'Invalid or expired code' } });
    const { store } = renderPage(<VerifyEmailForm email="ada@example.com" />);
    await userEvent.keyboard('111111');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired code');
    boxes().forEach((box) => expect(box).toHaveAttribute('aria-invalid', 'true'));

    api.on<SessionResponse>('PUT', '/auth/email/verify', verifies);
    await userEvent.click(boxes()[0]!);
    await userEvent.paste('482913');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm email' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/onboarding/about-startup');
    expect(api.sent('PUT', '/auth/email/verify').pop()!.body).toEqual({ email: 'ada@example.com', otp: '482913' });
    expect(store.getState().session).toMatchObject({ status: 'authenticated', user });
  });

  it('goes on to the page in `next` (an invitation) instead of onboarding', async () => {
    api.on<SessionResponse>('PUT', '/auth/email/verify', verifies);
    renderPage(<VerifyEmailForm email="ada@example.com" next="/team-members?invite=abc" />);
    await userEvent.click(boxes()[0]!);
    await userEvent.paste('482913');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm email' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/team-members?invite=abc');
  });

  it('takes the "Account created" toast away once the code is accepted, leaving the next step uncovered', async () => {
    api.on<SessionResponse>('PUT', '/auth/email/verify', verifies);
    renderPage(<VerifyEmailForm email="ada@example.com" />);
    // What the sign-up form says on its way here.
    const created = i18n.t(AUTH_TOASTS.signUpSuccess);
    act(() => toast.success(created));
    const notifications = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(notifications).findByText(created)).toBeInTheDocument();
    await userEvent.click(boxes()[0]!);
    await userEvent.paste('482913');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm email' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/onboarding/about-startup');
    await waitFor(() => expect(within(notifications).queryByRole('alert')).not.toBeInTheDocument());
    // jsdom runs no CSS animation: end the toast's way out by hand.
    fireEvent.animationEnd(within(notifications).getByText(created));
    await waitFor(() => expect(notifications).not.toHaveTextContent(/\S/));
  });
});
