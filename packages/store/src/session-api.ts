import type {
  CurrentUserResponse,
  MessageResponse,
  PublicUser,
  SessionResponse,
  UpdateProfileInput,
} from '@kuza/contracts';
import { baseApi } from './base-api';

/**
 * The session endpoints every app needs, in one copy: the shell's guard, the auth remote and the
 * dashboard's menu read the same cache. The session slice follows `authCurrentUser` through
 * matchers (session-slice.ts).
 */
export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /auth/user: the user, or null when nobody is signed in (401 is an answer, not an error). */
    authCurrentUser: build.query<PublicUser | null, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const result = await baseQuery('/auth/user');
        if (result.error) return result.error.status === 401 ? { data: null } : { error: result.error };
        return { data: (result.data as CurrentUserResponse).user };
      },
      providesTags: ['Session'],
    }),
    /**
     * POST /auth/set-cookie/?token=: trades a one-time sign-in code (Google hand-off, or `?token=`
     * in a dashboard/onboarding URL) for the session cookie.
     */
    authSetCookie: build.mutation<SessionResponse, string>({
      query: (token) => ({
        url: `/auth/set-cookie/?token=${encodeURIComponent(token)}`,
        method: 'POST',
        body: { token },
      }),
      invalidatesTags: ['Session'],
    }),
    authLogout: build.mutation<MessageResponse, void>({
      query: () => ({ url: '/auth/logout', method: 'POST' }),
    }),
    /** PUT /auth: a partial profile or onboarding update. */
    authUpdateProfile: build.mutation<SessionResponse, UpdateProfileInput>({
      query: (body) => ({ url: '/auth', method: 'PUT', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(sessionApi.util.upsertQueryData('authCurrentUser', undefined, data.user));
      },
    }),
  }),
  overrideExisting: false,
});

export const {
  useAuthCurrentUserQuery,
  useAuthLogoutMutation,
  useAuthSetCookieMutation,
  useAuthUpdateProfileMutation,
} = sessionApi;
