import type { InvitationPreview } from '@kuza/contracts';
import { baseApi } from '@kuza/store';

const invitationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /team/invitations/preview: who invited which address to which team (no session needed). */
    authInvitationPreview: build.query<InvitationPreview, string>({
      query: (token) => ({ url: '/team/invitations/preview', method: 'POST', body: { token } }),
    }),
  }),
  overrideExisting: false,
});

export const { useAuthInvitationPreviewQuery } = invitationApi;
