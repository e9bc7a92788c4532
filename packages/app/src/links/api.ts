import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query/react';
import { baseApi } from '@kuza/store';
import type {
  ActivityInput,
  CreateLinkInput,
  DeckLink,
  DeckLinkList,
  LinkAnalytics,
  LinkedKind,
  UpdateLinkInput,
  VisitStartInput,
  VisitVerifyInput,
} from '@kuza/contracts';

/** One document of either kind, as the owner's calls name it. */
export interface LinkedDocument {
  kind: LinkedKind;
  /** The deck's or resume's id. */
  id: string;
}
/** A named link's address, as the viewer's calls name it. */
export interface LinkAddress {
  kind: LinkedKind;
  token: string;
}

const tagType = (kind: LinkedKind) => (kind === 'deck' ? ('Deck' as const) : ('Resume' as const));
/** A document's list of links: created, changed and revoked links refresh it. */
const listTag = ({ kind, id }: LinkedDocument) => ({ type: tagType(kind), id: `links-${id}` });
const analyticsTag = (kind: LinkedKind, linkId: string) => ({ type: tagType(kind), id: `link-analytics-${linkId}` });
/** The owner's routes of a document's links, and the viewer's of a link. */
const linksPath = ({ kind, id }: LinkedDocument) => `/${kind}s/${id}/links`;
const sharePath = ({ kind, token }: LinkAddress) => `/share/${kind}/${token}`;

/**
 * The document behind a link (a deck's or a resume's share view, as the kind's share page reads
 * it), the visit the API opened or remembered for this browser, and whether the PDF is offered.
 */
export interface LinkView {
  document: unknown;
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
 * The investor-link calls of both remotes: the owner's /decks/:id/links and /resumes/:id/links,
 * and the viewer's /share/<kind>/:token for a link token. The viewer's calls send cookies: the visit
 * cookie, scoped to the link's address, is how the API remembers a viewer who passed the gate.
 */
export const linksApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    linkList: build.query<DeckLinkList, LinkedDocument>({
      query: (document) => linksPath(document),
      providesTags: (_list, _error, document) => [listTag(document)],
    }),
    linkCreate: build.mutation<{ link: DeckLink }, { document: LinkedDocument } & CreateLinkInput>({
      query: ({ document, ...body }) => ({ url: linksPath(document), method: 'POST', body }),
      invalidatesTags: (_r, _e, { document }) => [listTag(document)],
    }),
    linkUpdate: build.mutation<{ link: DeckLink }, { document: LinkedDocument; linkId: string } & UpdateLinkInput>({
      query: ({ document, linkId, ...body }) => ({ url: `${linksPath(document)}/${linkId}`, method: 'PATCH', body }),
      invalidatesTags: (_r, _e, { document }) => [listTag(document)],
    }),
    linkRevoke: build.mutation<{ link: DeckLink }, { document: LinkedDocument; linkId: string }>({
      query: ({ document, linkId }) => ({ url: `${linksPath(document)}/${linkId}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, { document, linkId }) => [listTag(document), analyticsTag(document.kind, linkId)],
    }),
    linkAnalytics: build.query<LinkAnalytics, { document: LinkedDocument; linkId: string }>({
      query: ({ document, linkId }) => `${linksPath(document)}/${linkId}/analytics`,
      providesTags: (_r, _e, { document, linkId }) => [analyticsTag(document.kind, linkId)],
    }),

    linkView: build.query<LinkView, LinkAddress>({
      query: (address) => ({ url: sharePath(address), credentials: 'include' }),
      transformResponse: (document: unknown, meta): LinkView => {
        // The base query is fetchBaseQuery's: its meta holds the response.
        const headers = (meta as FetchBaseQueryMeta | undefined)?.response?.headers;
        const visitId = headers?.get('x-visit-id');
        const watermark = headers?.get('x-link-watermark');
        return {
          document,
          allowDownload: headers?.get('x-link-download') === 'allowed',
          ...(visitId ? { visitId } : {}),
          ...(watermark ? { watermark: decodeURIComponent(watermark) } : {}),
        };
      },
    }),
    linkVisitStart: build.mutation<VisitReply, { address: LinkAddress } & VisitStartInput>({
      query: ({ address, ...body }) => ({
        url: `${sharePath(address)}/visit`,
        method: 'POST',
        body,
        credentials: 'include',
      }),
    }),
    linkVisitVerify: build.mutation<VisitReply, { address: LinkAddress } & VisitVerifyInput>({
      query: ({ address, ...body }) => ({
        url: `${sharePath(address)}/visit/verify`,
        method: 'POST',
        body,
        credentials: 'include',
      }),
    }),
    linkActivity: build.mutation<{ counted: number }, { address: LinkAddress } & ActivityInput>({
      query: ({ address, ...body }) => ({ url: `${sharePath(address)}/activity`, method: 'POST', body }),
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

/** A named link's token is 32 characters; a document's own share token is shorter (the API tells them apart so). */
export const isLinkToken = (token: string) => /^[A-Za-z0-9_-]{32}$/.test(token);

/** The plain addresses a browser opens itself: the CSV of a link's visits and a link's PDF. */
export const linkAnalyticsCsvUrl = (apiUrl: string, document: LinkedDocument, linkId: string) =>
  `${apiUrl}${linksPath(document)}/${linkId}/analytics?format=csv`;
export const linkPdfUrl = (apiUrl: string, address: LinkAddress) => `${apiUrl}${sharePath(address)}/pdf`;
/** Where the last activity report goes with navigator.sendBeacon. */
export const linkActivityUrl = (apiUrl: string, address: LinkAddress) => `${apiUrl}${sharePath(address)}/activity`;
