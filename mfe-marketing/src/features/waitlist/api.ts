import type { WaitlistCountResponse, WaitlistJoinRequest, WaitlistJoinResponse } from '@kuza/contracts';
import { baseApi } from '@kuza/store';

/** product.md §7: POST /waitlist/add and GET /waitlist/count (the count is public: no credentials). */
export const waitlistApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    waitlistAdd: build.mutation<WaitlistJoinResponse, WaitlistJoinRequest>({
      query: (body) => ({ url: '/waitlist/add', method: 'POST', body }),
      invalidatesTags: ['Waitlist'],
    }),
    waitlistCount: build.query<number, void>({
      query: () => ({ url: '/waitlist/count', credentials: 'omit' }),
      transformResponse: (response: WaitlistCountResponse) => response.data.count,
      providesTags: ['Waitlist'],
    }),
  }),
});

export const { useWaitlistAddMutation, useWaitlistCountQuery } = waitlistApi;
