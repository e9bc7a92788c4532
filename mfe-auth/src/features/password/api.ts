import type { ForgotPasswordInput, MessageResponse, ResetPasswordInput } from '@kuza/contracts';
import { baseApi } from '@kuza/store';

const passwordApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /auth/password/forgot: the same answer whether or not the account exists. */
    authForgotPassword: build.mutation<MessageResponse, ForgotPasswordInput>({
      query: (body) => ({ url: '/auth/password/forgot', method: 'POST', body }),
    }),
    /** POST /auth/password/reset?token=: sets the new password with the link's one-time token. */
    authResetPassword: build.mutation<MessageResponse, ResetPasswordInput & { token: string }>({
      query: ({ token, ...body }) => ({
        url: `/auth/password/reset?token=${encodeURIComponent(token)}`,
        method: 'POST',
        body,
      }),
    }),
  }),
  overrideExisting: false,
});

export const { useAuthForgotPasswordMutation, useAuthResetPasswordMutation } = passwordApi;
