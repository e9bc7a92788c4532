import type { SessionResponse, SignInInput } from '@kuza/contracts';
import { baseApi } from '@kuza/store';

const signInApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /auth/login: answers with the user and sets the session cookie. */
    authLogin: build.mutation<SessionResponse, SignInInput>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
      invalidatesTags: ['Session'],
    }),
  }),
  overrideExisting: false,
});

export const { useAuthLoginMutation } = signInApi;
/** POST /auth/set-cookie/?token=: the shared endpoint that trades a Google sign-in code for the session. */
export { useAuthSetCookieMutation } from '@kuza/store';
