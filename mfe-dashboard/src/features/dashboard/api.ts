import type { ApplicationSummaryList, RecentsResponse } from '@kuza/contracts';
import { baseApi } from '@kuza/store';

export const RECENTS_PAGE_SIZE = 12;

export const dashboardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /recents: the workspace's decks and resumes, newest first, a page at a time (`before` cursor). */
    recentsList: build.infiniteQuery<RecentsResponse, number, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/recents',
        params: { limit: queryArg, ...(pageParam ? { before: pageParam } : {}) },
      }),
      providesTags: ['Recents'],
    }),
    /** GET /applications: the workspace's applications, last edited first; drafting or saving one refreshes it. */
    applicationsList: build.query<ApplicationSummaryList, void>({
      query: () => '/applications',
      providesTags: ['Recents'],
    }),
  }),
  overrideExisting: false,
});

export const { useRecentsListInfiniteQuery, useApplicationsListQuery } = dashboardApi;
export { useAuthCurrentUserQuery } from '@kuza/store';
