import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { INVITE_PARAM } from '@kuza/contracts';
import { errorMessage } from '@kuza/store';
import { toast } from '@kuza/ui';
import { useTeamAcceptInvitationMutation } from './api';
import { defineMessages } from '@kuza/i18n';
import { useDashboardI18n } from '../../i18n';

const messages = defineMessages({
  joined: { id: 'dashboard.accept.joined', defaultMessage: 'You joined {workspace}' },
  failed: { id: 'dashboard.accept.failed', defaultMessage: 'Failed to accept the invitation' },
});

/**
 * /team-members?invite=<token> (the link in the invitation e-mail): accepts the invitation for the
 * signed-in user, says so, and drops the token from the URL. Returns true while it runs.
 */
export function useAcceptInvitation(): boolean {
  const { t } = useDashboardI18n();
  const [params, setParams] = useSearchParams();
  const token = params.get(INVITE_PARAM);
  const [accept] = useTeamAcceptInvitationMutation();
  const [pending, setPending] = useState(Boolean(token));
  // One acceptance per token, even under React's development double effects.
  const used = useRef<string | null>(null);

  useEffect(() => {
    if (!token || used.current === token) return;
    used.current = token;
    setPending(true);
    accept(token)
      .unwrap()
      .then((team) => toast.success(t(messages.joined, { workspace: team.workspace.name })))
      .catch((error: unknown) => toast.error(errorMessage(error, t(messages.failed))))
      .finally(() => {
        setPending(false);
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            next.delete(INVITE_PARAM);
            return next;
          },
          { replace: true },
        );
      });
  }, [accept, setParams, token, t]);

  return pending && Boolean(token);
}
