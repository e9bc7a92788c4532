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
import { useI18n } from '@kuza/i18n/react';

const Address = styled.strong`
  overflow-wrap: anywhere;
`;

const Loading = styled.div`
  display: flex;
  justify-content: center;
  color: ${({ theme }) => theme.colors.primary};
`;

/** "Amina Okafor invited you to join SokoFresh on Kuza." */
function invitedLine({ inviter, workspace }: InvitationPreview): string {
  return `${inviter || 'A teammate'} invited you to join ${workspace} on Kuza.`;
}

/** What the invitee can do next: join when signed in with the invited address, else sign in or up first. */
function NextStep({ token, invitation }: { token: string; invitation: InvitationPreview }) {
  const { t } = useI18n();
  const status = useSessionStatus();
  const user = useAppSelector(selectCurrentUser);
  const { signOut, isSigningOut } = useSignOut(useCallback(() => undefined, []));
  const accept = invitationAcceptPath(token);

  if (status === 'unknown') return <Spinner label="Checking your session" />;
  if (status === 'authenticated' && user?.email.toLowerCase() === invitation.email) {
    return (
      <ButtonLink to={accept} fullWidth>
        Join {invitation.workspace}
      </ButtonLink>
    );
  }
  if (status === 'authenticated') {
    return (
      <Stack gap="md">
        <FormAlert>
          You are signed in as <Address>{user?.email}</Address>. {t(TEAM_MESSAGES.invitationOtherEmail)}
        </FormAlert>
        <Button variant="secondary" fullWidth loading={isSigningOut} loadingLabel="Signing out" onClick={signOut}>
          Sign out
        </Button>
      </Stack>
    );
  }
  return invitation.hasAccount ? (
    <ButtonLink to={withNext('/signin', accept, invitation.email)} fullWidth>
      Sign in to join
    </ButtonLink>
  ) : (
    <ButtonLink to={withNext('/signup', accept, invitation.email)} fullWidth>
      Sign up to join
    </ButtonLink>
  );
}

/**
 * /invitation?invite=<token>: the page an invitation e-mail links to. It says who invited which
 * address to which team, then offers the one next step: sign up first when the address has no
 * account, sign in when it has one, join at once when already signed in with it.
 */
export default function InvitationPage() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const token = params.get(INVITE_PARAM) ?? '';
  const preview = useAuthInvitationPreviewQuery(token, { skip: !token });
  const invitation = preview.data;

  if (!token || preview.isError) {
    return (
      <AuthLayout title="This invitation cannot be used">
        <ErrorState
          title="Invitation not found"
          message={
            token
              ? errorMessage(preview.error, t(TEAM_MESSAGES.invitationNotFound))
              : t(TEAM_MESSAGES.invitationNotFound)
          }
          action={
            <ButtonLink to="/signin" variant="secondary">
              Go to sign in
            </ButtonLink>
          }
        />
      </AuthLayout>
    );
  }
  if (!invitation) {
    return (
      <AuthLayout title="Your invitation">
        <Loading>
          <Spinner size="lg" label="Loading your invitation" />
        </Loading>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout
      title={`Join ${invitation.workspace}`}
      description={invitedLine(invitation)}
      footer={
        !invitation.hasAccount && (
          <AuthFooterText>
            Already have an account? <Link to={withNext('/signin', invitationAcceptPath(token))}>Sign in</Link>
          </AuthFooterText>
        )
      }
    >
      <p>
        The invitation is for <Address>{invitation.email}</Address>, as a {invitation.role}. Your team builds its pitch
        decks and founder resumes together in Kuza.
      </p>
      <NextStep token={token} invitation={invitation} />
    </AuthLayout>
  );
}
