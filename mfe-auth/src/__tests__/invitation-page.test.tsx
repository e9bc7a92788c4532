/// <reference types="@testing-library/jest-dom" />
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InvitationPreview } from '@kuza/contracts';
import { signedIn, signedOut } from '@kuza/store';
import InvitationPage from '../pages/invitation-page';
import { renderScreen } from './render-page';

const preview = jest.fn();
jest.mock('../features/invitation/api', () => ({ useAuthInvitationPreviewQuery: () => preview() }));
// The session comes from the store; GET /auth/user itself is tested in packages/store.
jest.mock('@kuza/store', () => ({ ...jest.requireActual('@kuza/store'), useAuthCurrentUserQuery: jest.fn() }));

const invitation: InvitationPreview = {
  workspace: 'SokoFresh',
  inviter: 'Amina Okafor',
  email: 'zuri@sokofresh.co.ke',
  role: 'Member',
  hasAccount: false,
};

function open(found: Partial<InvitationPreview> | 'gone', session?: { email: string }) {
  preview.mockReturnValue(
    found === 'gone'
      ? {
          isError: true,
          error: { status: 404, data: { error: 'This invitation is no longer valid. Ask for a new one.' } },
        }
      : { isError: false, data: { ...invitation, ...found } },
  );
  const view = renderScreen(<InvitationPage />, { path: '/invitation', at: '/invitation?invite=tok123' });
  act(() => {
    view.store.dispatch(session ? signedIn({ id: 'u1', ...session }) : signedOut());
  });
  return view;
}

describe('the invitation page', () => {
  afterEach(() => preview.mockReset());

  it('says who invited which address to which team, and offers Sign up first to a new address', async () => {
    open({});
    expect(screen.getByRole('heading', { level: 1, name: 'Join SokoFresh' })).toBeInTheDocument();
    expect(screen.getByText('Amina Okafor invited you to join SokoFresh on Kuza.')).toBeInTheDocument();
    expect(screen.getByText('zuri@sokofresh.co.ke')).toBeInTheDocument();
    const signUp = screen.getByRole('link', { name: 'Sign up to join' });
    expect(new URL(signUp.getAttribute('href')!, 'http://x').searchParams.get('email')).toBe('zuri@sokofresh.co.ke');
    expect(new URL(signUp.getAttribute('href')!, 'http://x').searchParams.get('next')).toBe(
      '/team-members?invite=tok123',
    );
    await userEvent.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/signin?next=%2Fteam-members%3Finvite%3Dtok123');
  });

  it('offers Sign in, with the address filled in, when the address has an account', () => {
    open({ hasAccount: true });
    const signIn = screen.getByRole('link', { name: 'Sign in to join' });
    expect(signIn).toHaveAttribute(
      'href',
      '/signin?next=%2Fteam-members%3Finvite%3Dtok123&email=zuri%40sokofresh.co.ke',
    );
    expect(screen.queryByRole('link', { name: 'Sign up to join' })).not.toBeInTheDocument();
  });

  it('lets the invited address, already signed in, join at once', () => {
    open({ hasAccount: true }, { email: 'Zuri@sokofresh.co.ke' });
    expect(screen.getByRole('link', { name: 'Join SokoFresh' })).toHaveAttribute('href', '/team-members?invite=tok123');
  });

  it('tells someone signed in with another address why they cannot join, and offers to sign out', () => {
    open({ hasAccount: true }, { email: 'kofi@example.com' });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'You are signed in as kofi@example.com. This invitation was sent to another e-mail address.',
    );
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /join/ })).not.toBeInTheDocument();
  });

  it('says when the invitation was withdrawn, used or has expired', () => {
    open('gone');
    expect(screen.getByRole('heading', { level: 1, name: 'This invitation cannot be used' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This invitation is no longer valid. Ask for a new one.');
  });
});
