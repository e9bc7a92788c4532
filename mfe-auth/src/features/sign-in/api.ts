import type { SessionResponse, SignInInput } from '@kuza/contracts';
import { baseApi } from '@kuza/store';

const signInApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /auth/login: answers with the user and sets the session cookie. */
    authLogin: build.mutation<SessionResponse, SignInInput>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
      invalidatesTags: ['Session'],
    }),
    /** POST /auth/set-cookie/?token=: trades the one-time code of a Google sign-in for the session. */
    authSetCookie: build.mutation<SessionResponse, string>({
      query: (token) => ({
        url: `/auth/set-cookie/?token=${encodeURIComponent(token)}`,
        method: 'POST',
        body: { token },
      }),
      invalidatesTags: ['Session'],
    }),
  }),
  overrideExisting: false,
});

export const { useAuthLoginMutation, useAuthSetCookieMutation } = signInApi;
