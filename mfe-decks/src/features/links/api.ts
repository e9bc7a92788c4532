import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query/react';
import { baseApi } from '@kuza/store';
import type {
  ActivityInput,
  CreateLinkInput,
  DeckLink,
  DeckLinkList,
  LinkAnalytics,
  SharedDeck,
  UpdateLinkInput,
  VisitStartInput,
  VisitVerifyInput,
} from '@kuza/contracts';

/** A deck's list of links: created, changed and revoked links refresh it. */
const listTag = (deckId: string) => ({ type: 'Deck' as const, id: `links-${deckId}` });
const analyticsTag = (linkId: string) => ({ type: 'Deck' as const, id: `link-analytics-${linkId}` });

/** The deck behind a link, the visit the API opened or remembered for this browser, and whether the PDF is offered. */
export interface LinkView {
  deck: SharedDeck;
  visitId?: string;
  allowDownload: boolean;
  /** What the link's watermark says (the viewer's e-mail and the day), when it asks for one. */
  watermark?: string;
}

/** What a link's gate answered: the visit, or that a code was mailed. */
export interface VisitReply {
  visitId?: string;
  codeSent?: boolean;
}

/**
 * The investor-link calls of the decks remote: the owner's /decks/:id/links and the viewer's
 * /share/deck/:token for a link token. The viewer's calls send cookies: the visit cookie, scoped to
 * the link's address, is how the API remembers a viewer who passed the gate.
 */
export const linksApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    linkList: build.query<DeckLinkList, string>({
      query: (deckId) => `/decks/${deckId}/links`,
      providesTags: (_list, _error, deckId) => [listTag(deckId)],
    }),
    linkCreate: build.mutation<{ link: DeckLink }, { deckId: string } & CreateLinkInput>({
      query: ({ deckId, ...body }) => ({ url: `/decks/${deckId}/links`, method: 'POST', body }),
      invalidatesTags: (_r, _e, { deckId }) => [listTag(deckId)],
    }),
    linkUpdate: build.mutation<{ link: DeckLink }, { deckId: string; linkId: string } & UpdateLinkInput>({
      query: ({ deckId, linkId, ...body }) => ({ url: `/decks/${deckId}/links/${linkId}`, method: 'PATCH', body }),
      invalidatesTags: (_r, _e, { deckId }) => [listTag(deckId)],
    }),
    linkRevoke: build.mutation<{ link: DeckLink }, { deckId: string; linkId: string }>({
      query: ({ deckId, linkId }) => ({ url: `/decks/${deckId}/links/${linkId}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, { deckId, linkId }) => [listTag(deckId), analyticsTag(linkId)],
    }),
    linkAnalytics: build.query<LinkAnalytics, { deckId: string; linkId: string }>({
      query: ({ deckId, linkId }) => `/decks/${deckId}/links/${linkId}/analytics`,
      providesTags: (_r, _e, { linkId }) => [analyticsTag(linkId)],
    }),

    linkView: build.query<LinkView, string>({
      query: (token) => ({ url: `/share/deck/${token}`, credentials: 'include' }),
      transformResponse: (deck: SharedDeck, meta): LinkView => {
        // The base query is fetchBaseQuery's: its meta holds the response.
        const headers = (meta as FetchBaseQueryMeta | undefined)?.response?.headers;
        const visitId = headers?.get('x-visit-id');
        const watermark = headers?.get('x-link-watermark');
        return {
          deck,
          allowDownload: headers?.get('x-link-download') === 'allowed',
          ...(visitId ? { visitId } : {}),
          ...(watermark ? { watermark: decodeURIComponent(watermark) } : {}),
        };
      },
    }),
    linkVisitStart: build.mutation<VisitReply, { token: string } & VisitStartInput>({
      query: ({ token, ...body }) => ({
        url: `/share/deck/${token}/visit`,
        method: 'POST',
        body,
        credentials: 'include',
      }),
    }),
    linkVisitVerify: build.mutation<VisitReply, { token: string } & VisitVerifyInput>({
      query: ({ token, ...body }) => ({
        url: `/share/deck/${token}/visit/verify`,
        method: 'POST',
        body,
        credentials: 'include',
      }),
    }),
    linkActivity: build.mutation<{ counted: number }, { token: string } & ActivityInput>({
      query: ({ token, ...body }) => ({ url: `/share/deck/${token}/activity`, method: 'POST', body }),
    }),
  }),
  overrideExisting: false,
});

export const {
  useLinkListQuery,
  useLinkCreateMutation,
  useLinkUpdateMutation,
  useLinkRevokeMutation,
  useLinkAnalyticsQuery,
  useLinkViewQuery,
  useLinkVisitStartMutation,
  useLinkVisitVerifyMutation,
  useLinkActivityMutation,
} = linksApi;

/** A named link's token is 32 characters; a deck's own share token is shorter (the API tells them apart so). */
export const isLinkToken = (token: string) => /^[A-Za-z0-9_-]{32}$/.test(token);

/** The plain addresses a browser opens itself: the CSV of a link's visits and a link's PDF. */
export const linkAnalyticsCsvUrl = (apiUrl: string, deckId: string, linkId: string) =>
  `${apiUrl}/decks/${deckId}/links/${linkId}/analytics?format=csv`;
export const linkPdfUrl = (apiUrl: string, token: string) => `${apiUrl}/share/deck/${token}/pdf`;
/** Where the last activity report goes with navigator.sendBeacon. */
export const linkActivityUrl = (apiUrl: string, token: string) => `${apiUrl}/share/deck/${token}/activity`;
