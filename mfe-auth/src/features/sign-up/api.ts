import type { SignUpInput, SignUpResponse } from '@kuza/contracts';
import { baseApi } from '@kuza/store';

const signUpApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /auth/local: creates the account and mails the six-digit code. */
    authSignUp: build.mutation<SignUpResponse, SignUpInput>({
      query: (body) => ({ url: '/auth/local', method: 'POST', body }),
    }),
  }),
  overrideExisting: false,
});

export const { useAuthSignUpMutation } = signUpApi;
