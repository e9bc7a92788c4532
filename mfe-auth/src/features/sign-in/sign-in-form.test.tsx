/// <reference types="@testing-library/jest-dom" />
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@kuza/ui';
import { renderScreen } from '../../__tests__/render-page';
import { SignInForm } from './sign-in-form';

const login = jest.fn();
jest.mock('./api', () => ({ useAuthLoginMutation: () => [login] }));

const needsCode = () =>
  login.mockReturnValue({
    unwrap: () =>
      Promise.reject({
        status: 403,
        data: { error: 'Please verify your email before signing in. We sent you a code.' },
      }),
  });

async function signIn() {
  await userEvent.type(screen.getByLabelText('Email'), ' ada@example.com ');
  await userEvent.type(screen.getByLabelText('Password'), 'Secret!pass');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('the sign-in form', () => {
  afterEach(() => {
    act(() => toast.dismiss());
    localStorage.clear();
    login.mockReset();
  });

  it('sends an unverified account to /verify-email with `next`, so an invitation survives the detour', async () => {
    needsCode();
    renderScreen(<SignInForm />, { path: '/signin', at: '/signin?next=%2Fteam-members%3Finvite%3Dabc' });
    await signIn();
    expect(await screen.findByTestId('location')).toHaveTextContent(
      '/verify-email?next=%2Fteam-members%3Finvite%3Dabc',
    );
    expect(localStorage.getItem('registeredEmail')).toBe('ada@example.com');
    expect(await screen.findByText('Please verify your email before signing in. We sent you a code.')).toBeVisible();
  });

  it('sends an unverified account to plain /verify-email without `next`, and drops a `next` off this site', async () => {
    needsCode();
    renderScreen(<SignInForm />, { path: '/signin', at: '/signin?next=%2F%2Fevil.example' });
    await signIn();
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/verify-email$/);
  });
});
