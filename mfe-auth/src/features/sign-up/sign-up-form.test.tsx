/// <reference types="@testing-library/jest-dom" />
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@kuza/ui';
import { renderScreen } from '../../__tests__/render-page';
import { SignUpForm } from './sign-up-form';

const signUp = jest.fn();
jest.mock('./api', () => ({ useAuthSignUpMutation: () => [signUp] }));

const answer = (outcome: Promise<unknown>) => signUp.mockReturnValue({ unwrap: () => outcome });

async function fill(values: Record<string, string>) {
  for (const [label, text] of Object.entries(values)) await userEvent.type(screen.getByLabelText(label), text);
}

describe('the sign-up form', () => {
  afterEach(() => {
    act(() => toast.dismiss());
    localStorage.clear();
    signUp.mockReset();
  });

  it('shows the spec message of every empty field and sends nothing', async () => {
    renderScreen(<SignUpForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(signUp).not.toHaveBeenCalled();
  });

  it('keeps the e-mail as registeredEmail, says so and moves on to /verify-email', async () => {
    answer(Promise.resolve({ message: 'ok', user: { email: 'ada@example.com' } }));
    renderScreen(<SignUpForm />);
    await fill({ 'First name': 'Ada', 'Last name': 'Obi', Email: 'ada@example.com', Password: 'Secret!pass' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/verify-email');
    expect(localStorage.getItem('registeredEmail')).toBe('ada@example.com');
    expect(await screen.findByText('Account created! Please verify your email to continue.')).toBeInTheDocument();
    expect(signUp).toHaveBeenCalledWith({
      firstname: 'Ada',
      lastname: 'Obi',
      email: 'ada@example.com',
      password: 'Secret!pass',
    });
  });

  it('carries `next` to /verify-email', async () => {
    answer(Promise.resolve({ message: 'ok', user: { email: 'ada@example.com' } }));
    renderScreen(<SignUpForm next="/team-members?invite=abc" />);
    await fill({ 'First name': 'Ada', 'Last name': 'Obi', Email: 'ada@example.com', Password: 'Secret!pass' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(
      '/verify-email?next=%2Fteam-members%3Finvite%3Dabc',
    );
  });

  it("shows an 'Error' toast with the server's message, or the fallback", async () => {
    answer(Promise.reject({ status: 429, data: { error: 'Too many attempts' } }));
    renderScreen(<SignUpForm />);
    await fill({ 'First name': 'Ada', 'Last name': 'Obi', Email: 'ada@example.com', Password: 'Secret!pass' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Too many attempts')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();

    answer(Promise.reject({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Failed to create user')).toBeInTheDocument();
  });
});
