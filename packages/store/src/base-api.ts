import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { getRuntimeConfig } from './runtime-config';

const rawQueries = new Map<string, ReturnType<typeof fetchBaseQuery>>();

function rawQueryFor(baseUrl: string) {
  let query = rawQueries.get(baseUrl);
  if (!query) {
    query = fetchBaseQuery({ baseUrl, credentials: 'include' });
    rawQueries.set(baseUrl, query);
  }
  return query;
}

/** Reads the API URL at call time: it comes from runtime config, not from the build. */
const runtimeBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = (args, api, extra) =>
  rawQueryFor(getRuntimeConfig().apiUrl)(args, api, extra);

/**
 * The one RTK Query api of the site. Remotes add endpoints with `baseApi.injectEndpoints`,
 * prefixing endpoint names with their domain to avoid clashes.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: runtimeBaseQuery,
  tagTypes: ['Session', 'Waitlist', 'User', 'Team', 'Deck', 'Resume', 'Recents'],
  endpoints: () => ({}),
});

/** Turns an RTK Query error into the API's `{ error }` message, or a fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error && typeof error === 'object' && 'data' in error) {
    const data = (error as { data?: unknown }).data;
    if (data && typeof data === 'object') {
      const body = data as { error?: unknown; message?: unknown };
      if (typeof body.error === 'string' && body.error) return body.error;
      if (typeof body.message === 'string' && body.message) return body.message;
    }
  }
  return fallback;
}
