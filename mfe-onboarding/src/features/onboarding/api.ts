import type { SessionResponse } from '@kuza/contracts';
import { baseApi } from '@kuza/store';

export const onboardingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /auth/set-cookie/?token=: trades a one-time sign-in code in the page URL for the session. */
    onboardingSetCookie: build.mutation<SessionResponse, string>({
      query: (token) => ({
        url: `/auth/set-cookie/?token=${encodeURIComponent(token)}`,
        method: 'POST',
        body: { token },
      }),
    }),
  }),
  overrideExisting: false,
});

export const { useOnboardingSetCookieMutation } = onboardingApi;
// Answers are saved with the shared `PUT /auth` endpoint, which also refreshes the cached user.
export { useAuthCurrentUserQuery, useAuthUpdateProfileMutation } from '@kuza/store';
