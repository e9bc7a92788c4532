import type { EditMemberInput, InviteMemberInput, TeamInvitation, TeamResponse } from '@kuza/contracts';
import { baseApi } from '@kuza/store';

/** Every /team call of the dashboard remote. Answers that carry the whole team refresh the cache at once. */
export const teamApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    teamGet: build.query<TeamResponse, void>({
      query: () => '/team',
      providesTags: ['Team'],
    }),
    teamInvite: build.mutation<{ message: string; invitation: TeamInvitation }, InviteMemberInput>({
      query: (body) => ({ url: '/team/invitations', method: 'POST', body }),
      invalidatesTags: ['Team'],
    }),
    teamWithdrawInvitation: build.mutation<void, string>({
      query: (id) => ({ url: `/team/invitations/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Team'],
    }),
    /** Joining a team also switches the workspace, so its decks and resumes replace the old ones. */
    teamAcceptInvitation: build.mutation<TeamResponse, string>({
      query: (token) => ({ url: '/team/invitations/accept', method: 'POST', body: { token } }),
      async onQueryStarted(_token, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(teamApi.util.upsertQueryData('teamGet', undefined, data));
      },
      invalidatesTags: ['Recents', 'Deck', 'Resume'],
    }),
    teamEditMember: build.mutation<TeamResponse, EditMemberInput & { memberId: string }>({
      query: ({ memberId, ...body }) => ({ url: `/team/members/${encodeURIComponent(memberId)}`, method: 'PUT', body }),
      async onQueryStarted(_input, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(teamApi.util.upsertQueryData('teamGet', undefined, data));
      },
    }),
    teamRemoveMember: build.mutation<TeamResponse, string>({
      query: (memberId) => ({ url: `/team/members/${encodeURIComponent(memberId)}`, method: 'DELETE' }),
      async onQueryStarted(_id, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(teamApi.util.upsertQueryData('teamGet', undefined, data));
      },
    }),
  }),
  overrideExisting: false,
});

export const {
  useTeamGetQuery,
  useTeamInviteMutation,
  useTeamWithdrawInvitationMutation,
  useTeamAcceptInvitationMutation,
  useTeamEditMemberMutation,
  useTeamRemoveMemberMutation,
} = teamApi;
