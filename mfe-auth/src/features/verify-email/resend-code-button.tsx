import { AUTH_FALLBACKS, AUTH_LIMITS } from '@kuza/contracts';
import { errorMessage } from '@kuza/store';
import { Button, toast } from '@kuza/ui';
import { useAuthResendCodeMutation } from './api';
import { useCooldown } from './use-cooldown';
import { defineMessages } from '@kuza/i18n';
import { useAuthI18n } from '../../i18n';

const messages = defineMessages({
  resend: { id: 'auth.verify.resend', defaultMessage: 'Resend code' },
  resendIn: { id: 'auth.verify.resendIn', defaultMessage: 'Resend code in {seconds}s' },
});

/**
 * 'Resend code', with the wait shown on the button. A code was just sent when the user arrives,
 * so the first countdown starts at once (the API enforces the same minute).
 */
export function ResendCodeButton({ email }: { email: string | null }) {
  const { t } = useAuthI18n();
  const [resend, { isLoading }] = useAuthResendCodeMutation();
  const { remaining, start } = useCooldown(AUTH_LIMITS.resendCooldownSeconds);

  const onClick = async () => {
    if (!email) return;
    try {
      const { message, cooldownSeconds } = await resend({ email }).unwrap();
      toast.success(message);
      start(cooldownSeconds);
    } catch (error) {
      toast.error(errorMessage(error, t(AUTH_FALLBACKS.resend)));
      start(AUTH_LIMITS.resendCooldownSeconds);
    }
  };

  return (
    <Button
      variant="ghost"
      fullWidth
      disabled={!email || remaining > 0}
      loading={isLoading}
      onClick={() => void onClick()}
    >
      {remaining > 0 ? t(messages.resendIn, { seconds: remaining }) : t(messages.resend)}
    </Button>
  );
}
