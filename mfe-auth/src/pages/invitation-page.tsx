import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { INVITE_PARAM, invitationAcceptPath, TEAM_MESSAGES, type InvitationPreview } from '@kuza/contracts';
import { errorMessage, selectCurrentUser, useAppSelector, useSignOut } from '@kuza/store';
import { Button, ButtonLink, ErrorState, FormAlert, Spinner, Stack } from '@kuza/ui';
import { AuthFooterText, AuthLayout } from '../components/auth-layout';
import { useAuthInvitationPreviewQuery } from '../features/invitation/api';
import { withNext } from '../lib/next-path';
import { useSessionStatus } from '../lib/use-session-status';
import { defineMessages } from '@kuza/i18n';
import { PLACE, placing, useAuthI18n } from '../i18n';

const messages = defineMessages({
  invited: { id: 'auth.invitation.invited', defaultMessage: '{inviter} invited you to join {workspace} on Kuza.' },
  invitedByTeammate: {
    id: 'auth.invitation.invitedByTeammate',
    defaultMessage: 'A teammate invited you to join {workspace} on Kuza.',
  },
  checking: { id: 'auth.invitation.checking', defaultMessage: 'Checking your session' },
  join: { id: 'auth.invitation.join', defaultMessage: 'Join {workspace}' },
  signedInAs: { id: 'auth.invitation.signedInAs', defaultMessage: 'You are signed in as {email}.' },
  signingOut: { id: 'auth.invitation.signingOut', defaultMessage: 'Signing out' },
  signOut: { id: 'auth.invitation.signOut', defaultMessage: 'Sign out' },
  signInToJoin: { id: 'auth.invitation.signInToJoin', defaultMessage: 'Sign in to join' },
  signUpToJoin: { id: 'auth.invitation.signUpToJoin', defaultMessage: 'Sign up to join' },
  unusable: { id: 'auth.invitation.unusable', defaultMessage: 'This invitation cannot be used' },
  notFound: { id: 'auth.invitation.notFound', defaultMessage: 'Invitation not found' },
  goToSignIn: { id: 'auth.invitation.goToSignIn', defaultMessage: 'Go to sign in' },
  yours: { id: 'auth.invitation.yours', defaultMessage: 'Your invitation' },
  loading: { id: 'auth.invitation.loading', defaultMessage: 'Loading your invitation' },
  haveAccount: { id: 'auth.invitation.haveAccount', defaultMessage: 'Already have an account?' },
  signIn: { id: 'auth.invitation.signIn', defaultMessage: 'Sign in' },
  forAddress: {
    id: 'auth.invitation.forAddress',
    defaultMessage:
      'The invitation is for {email}, as {role, select, Owner {the Owner} Admin {an Admin} other {a Member}}. Your team builds its pitch decks and founder resumes together in Kuza.',
  },
});

const Address = styled.strong`
  overflow-wrap: anywhere;
`;

const Loading = styled.div`
  display: flex;
  justify-content: center;
  color: ${({ theme }) => theme.colors.primary};
`;

/** What the invitee can do next: join when signed in with the invited address, else sign in or up first. */
function NextStep({ token, invitation }: { token: string; invitation: InvitationPreview }) {
  const { t } = useAuthI18n();
  const status = useSessionStatus();
  const user = useAppSelector(selectCurrentUser);
  const { signOut, isSigningOut } = useSignOut(useCallback(() => undefined, []));
  const accept = invitationAcceptPath(token);

  if (status === 'unknown') return <Spinner label={t(messages.checking)} />;
  if (status === 'authenticated' && user?.email.toLowerCase() === invitation.email) {
    return (
      <ButtonLink to={accept} fullWidth>
        {t(messages.join, { workspace: invitation.workspace })}
      </ButtonLink>
    );
  }
  if (status === 'authenticated') {
    return (
      <Stack gap="md">
        <FormAlert>
          {placing(t(messages.signedInAs, { email: PLACE }), <Address>{user?.email}</Address>)}{' '}
          {t(TEAM_MESSAGES.invitationOtherEmail)}
        </FormAlert>
        <Button
          variant="secondary"
          fullWidth
          loading={isSigningOut}
          loadingLabel={t(messages.signingOut)}
          onClick={signOut}
        >
          {t(messages.signOut)}
        </Button>
      </Stack>
    );
  }
  return invitation.hasAccount ? (
    <ButtonLink to={withNext('/signin', accept, invitation.email)} fullWidth>
      {t(messages.signInToJoin)}
    </ButtonLink>
  ) : (
    <ButtonLink to={withNext('/signup', accept, invitation.email)} fullWidth>
      {t(messages.signUpToJoin)}
    </ButtonLink>
  );
}

/**
 * /invitation?invite=<token>: the page an invitation e-mail links to. It says who invited which
 * address to which team, then offers the one next step: sign up first when the address has no
 * account, sign in when it has one, join at once when already signed in with it.
 */
export default function InvitationPage() {
  const { t } = useAuthI18n();
  const [params] = useSearchParams();
  const token = params.get(INVITE_PARAM) ?? '';
  const preview = useAuthInvitationPreviewQuery(token, { skip: !token });
  const invitation = preview.data;

  if (!token || preview.isError) {
    return (
      <AuthLayout title={t(messages.unusable)}>
        <ErrorState
          title={t(messages.notFound)}
          message={
            token
              ? errorMessage(preview.error, t(TEAM_MESSAGES.invitationNotFound))
              : t(TEAM_MESSAGES.invitationNotFound)
          }
          action={
            <ButtonLink to="/signin" variant="secondary">
              {t(messages.goToSignIn)}
            </ButtonLink>
          }
        />
      </AuthLayout>
    );
  }
  if (!invitation) {
    return (
      <AuthLayout title={t(messages.yours)}>
        <Loading>
          <Spinner size="lg" label={t(messages.loading)} />
        </Loading>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout
      title={t(messages.join, { workspace: invitation.workspace })}
      description={
        invitation.inviter
          ? t(messages.invited, { inviter: invitation.inviter, workspace: invitation.workspace })
          : t(messages.invitedByTeammate, { workspace: invitation.workspace })
      }
      footer={
        !invitation.hasAccount && (
          <AuthFooterText>
            {t(messages.haveAccount)}{' '}
            <Link to={withNext('/signin', invitationAcceptPath(token))}>{t(messages.signIn)}</Link>
          </AuthFooterText>
        )
      }
    >
      <p>
        {placing(
          t(messages.forAddress, { email: PLACE, role: invitation.role }),
          <Address>{invitation.email}</Address>,
        )}
      </p>
      <NextStep token={token} invitation={invitation} />
    </AuthLayout>
  );
}
