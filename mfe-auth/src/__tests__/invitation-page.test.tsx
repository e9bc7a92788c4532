import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InvitationPreview } from '@kuza/contracts';
import { aUser, api, renderPage } from '@kuza/testing';
import InvitationPage from '../pages/invitation-page';

const invitation: InvitationPreview = {
  workspace: 'SokoFresh',
  inviter: 'Amina Okafor',
  email: 'zuri@sokofresh.co.ke',
  role: 'Member',
  hasAccount: false,
};

function open(found: Partial<InvitationPreview> | 'gone', session?: { email: string }) {
  api.on<InvitationPreview>(
    'POST',
    '/team/invitations/preview',
    found === 'gone'
      ? { status: 404, body: { error: 'This invitation is no longer valid. Ask for a new one.' } }
      : { body: { ...invitation, ...found } },
  );
  return renderPage(<InvitationPage />, {
    path: '/invitation',
    at: '/invitation?invite=tok123',
    user: session && aUser(session),
  });
}

describe('the invitation page', () => {
  it('says who invited which address to which team, and offers Sign up first to a new address', async () => {
    open({});
    expect(await screen.findByRole('heading', { level: 1, name: 'Join SokoFresh' })).toBeInTheDocument();
    expect(screen.getByText('Amina Okafor invited you to join SokoFresh on Kuza.')).toBeInTheDocument();
    expect(screen.getByText('zuri@sokofresh.co.ke')).toBeInTheDocument();
    const signUp = await screen.findByRole('link', { name: 'Sign up to join' });
    expect(new URL(signUp.getAttribute('href')!, 'http://x').searchParams.get('email')).toBe('zuri@sokofresh.co.ke');
    expect(new URL(signUp.getAttribute('href')!, 'http://x').searchParams.get('next')).toBe(
      '/team-members?invite=tok123',
    );
    await userEvent.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/signin?next=%2Fteam-members%3Finvite%3Dtok123');
  });

  it('offers Sign in, with the address filled in, when the address has an account', async () => {
    open({ hasAccount: true });
    const signIn = await screen.findByRole('link', { name: 'Sign in to join' });
    expect(signIn).toHaveAttribute(
      'href',
      '/signin?next=%2Fteam-members%3Finvite%3Dtok123&email=zuri%40sokofresh.co.ke',
    );
    expect(screen.queryByRole('link', { name: 'Sign up to join' })).not.toBeInTheDocument();
  });

  it('lets the invited address, already signed in, join at once', async () => {
    open({ hasAccount: true }, { email: 'Zuri@sokofresh.co.ke' });
    expect(await screen.findByRole('link', { name: 'Join SokoFresh' })).toHaveAttribute(
      'href',
      '/team-members?invite=tok123',
    );
  });

  it('tells someone signed in with another address why they cannot join, and offers to sign out', async () => {
    open({ hasAccount: true }, { email: 'kofi@example.com' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You are signed in as kofi@example.com. This invitation was sent to another e-mail address.',
    );
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /join/ })).not.toBeInTheDocument();
  });

  it('says when the invitation was withdrawn, used or has expired', async () => {
    open('gone');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This invitation cannot be used' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This invitation is no longer valid. Ask for a new one.');
  });
});
