import type { OnboardingAnswers } from '@kuza/contracts';
import { useAuthCurrentUserQuery } from './api';

const NONE: OnboardingAnswers = {};

/** The signed-in founder's saved answers (from the one cached `GET /auth/user`). */
export function useOnboardingAnswers(): { answers: OnboardingAnswers; loading: boolean } {
  const { data: user, isLoading } = useAuthCurrentUserQuery();
  return { answers: user?.onboarding ?? NONE, loading: isLoading };
}
