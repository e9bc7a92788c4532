import type { ResendCodeInput, ResendCodeResponse, SessionResponse, VerifyEmailInput } from '@kuza/contracts';
import { baseApi } from '@kuza/store';

const verifyEmailApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** PUT /auth/email/verify: checks the code, marks the address verified and starts a session. */
    authVerifyEmail: build.mutation<SessionResponse, VerifyEmailInput>({
      query: (body) => ({ url: '/auth/email/verify', method: 'PUT', body }),
      invalidatesTags: ['Session'],
    }),
    /** POST /auth/email/resend: a new code, at most once a minute. */
    authResendCode: build.mutation<ResendCodeResponse, ResendCodeInput>({
      query: (body) => ({ url: '/auth/email/resend', method: 'POST', body }),
    }),
  }),
  overrideExisting: false,
});

export const { useAuthVerifyEmailMutation, useAuthResendCodeMutation } = verifyEmailApi;
