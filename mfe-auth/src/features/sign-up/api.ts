import type { SignUpInput, SignUpResponse } from '@kuza/contracts';
import { i18n } from '@kuza/i18n';
import { baseApi } from '@kuza/store';

const signUpApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * POST /auth/local: creates the account and mails the six-digit code, both in the page's language (the
     * account keeps it; it can be changed on the profile page).
     */
    authSignUp: build.mutation<SignUpResponse, SignUpInput>({
      query: (body) => ({ url: '/auth/local', method: 'POST', body: { ...body, locale: body.locale ?? i18n.locale } }),
    }),
  }),
  overrideExisting: false,
});

export const { useAuthSignUpMutation } = signUpApi;
