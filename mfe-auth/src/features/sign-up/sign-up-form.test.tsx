import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SignUpResponse } from '@kuza/contracts';
import { i18n } from '@kuza/i18n';
import { api, renderPage } from '@kuza/testing';
import { SignUpForm } from './sign-up-form';

// POST /auth/local answers only the address, the same whether it was new or not.
const created = { status: 201, body: { message: 'ok', user: { email: 'ada@example.com' } } };

async function fill(values: Record<string, string>) {
  for (const [label, text] of Object.entries(values)) await userEvent.type(screen.getByLabelText(label), text);
}

describe('the sign-up form', () => {
  afterEach(() => localStorage.clear());

  it('shows the spec message of every empty field and sends nothing', async () => {
    renderPage(<SignUpForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(api.sent('POST', '/auth/local')).toHaveLength(0);
  });

  it('keeps the e-mail as registeredEmail, says so and moves on to /verify-email', async () => {
    api.on<SignUpResponse>('POST', '/auth/local', created);
    renderPage(<SignUpForm />);
    await fill({ 'First name': 'Ada', 'Last name': 'Obi', Email: 'ada@example.com', Password: 'Secret!pass' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/verify-email');
    expect(localStorage.getItem('registeredEmail')).toBe('ada@example.com');
    expect(await screen.findByText('Account created! Please verify your email to continue.')).toBeInTheDocument();
    expect(api.sent('POST', '/auth/local')[0].body).toEqual({
      firstname: 'Ada',
      lastname: 'Obi',
      email: 'ada@example.com',
      password: 'Secret!pass',
      locale: 'en',
    });
  });

  it('signs up in the page’s language, which the account and its code e-mail then speak', async () => {
    await i18n.setLocale('pt');
    try {
      api.on<SignUpResponse>('POST', '/auth/local', created);
      renderPage(<SignUpForm />);
      await fill({ Nome: 'João', Apelido: 'Mabote', 'E-mail': 'joao@example.com', 'Palavra-passe': 'Secret!pass' });
      await userEvent.click(screen.getByRole('button', { name: 'Registar-se' }));
      await waitFor(() => expect(api.sent('POST', '/auth/local')).toHaveLength(1));
      expect(api.sent('POST', '/auth/local')[0].body).toMatchObject({ email: 'joao@example.com', locale: 'pt' });
    } finally {
      await i18n.setLocale('en');
    }
  });

  it('carries `next` to /verify-email', async () => {
    api.on<SignUpResponse>('POST', '/auth/local', created);
    renderPage(<SignUpForm next="/team-members?invite=abc" />);
    await fill({ 'First name': 'Ada', 'Last name': 'Obi', Email: 'ada@example.com', Password: 'Secret!pass' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(
      '/verify-email?next=%2Fteam-members%3Finvite%3Dabc',
    );
  });

  it("shows an 'Error' toast with the server's message, or the fallback", async () => {
    api.on('POST', '/auth/local', { status: 429, body: { error: 'Too many attempts' } });
    renderPage(<SignUpForm />);
    await fill({ 'First name': 'Ada', 'Last name': 'Obi', Email: 'ada@example.com', Password: 'Secret!pass' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Too many attempts')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();

    api.on('POST', '/auth/local', { networkError: true });
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Failed to create user')).toBeInTheDocument();
  });
});
