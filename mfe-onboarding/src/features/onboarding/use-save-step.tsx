import { useCallback } from 'react';
import { ONBOARDING_MESSAGES, type UpdateProfileInput } from '@kuza/contracts';
import { errorMessage } from '@kuza/store';
import { toast, ToastMessage } from '@kuza/ui';
import { useAuthUpdateProfileMutation } from './api';
import { useOnboardingI18n } from '../../i18n';

/**
 * Saves one step's answers with `PUT /auth` and says how it went: 'Onboarding step saved 🎉', or
 * 'Failed to complete onboarding step ❌' with the server's reason (every step, not only the
 * first: a silent failure would leave the founder wondering). Resolves to whether it saved.
 */
export function useSaveStep() {
  const { t } = useOnboardingI18n();
  const [update] = useAuthUpdateProfileMutation();
  return useCallback(
    async (body: UpdateProfileInput, { quiet = false }: { quiet?: boolean } = {}) => {
      try {
        await update(body).unwrap();
        if (!quiet) toast.success(t(ONBOARDING_MESSAGES.saved));
        return true;
      } catch (error) {
        const message = errorMessage(error, t(ONBOARDING_MESSAGES.fallback));
        console.error(message);
        if (!quiet) toast.error(<ToastMessage title={t(ONBOARDING_MESSAGES.failed)} message={message} />);
        return false;
      }
    },
    [update, t],
  );
}
