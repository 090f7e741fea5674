import { queryOptions } from '@tanstack/react-query';
import {
  type Camelized,
  type CreatedShareLink,
  SHARE_LINK_PATHS,
  type SharedRecord,
  type ShareLinksResponse,
} from '@tika/contract';
import {
  api,
  apiHeaders,
  apiRequest,
  buildUrl,
  networkError,
  readApiAnswer,
} from '../../../lib/api-client';

/** A live link as the sheet lists it (no token: that is shown once, when it is made). */
export type ShareLinkItem = Camelized<ShareLinksResponse>['links'][number];
/** The answer that holds the link itself: show it, copy it, draw its QR code now. */
export type CreatedLink = Camelized<CreatedShareLink>;
/** What the doctor's page shows. */
export type SharedRecordData = Camelized<SharedRecord>;
export type SharedDoseItem = SharedRecordData['doses'][number];

export interface CreateShareLinkInput {
  childId: string;
  expiresInHours: number;
  includeFiles: boolean;
}

export const shareLinksKey = (childId: string) => ['share-links', childId] as const;

/** GET the child's live links, newest first. */
export const shareLinksQuery = (childId: string) =>
  queryOptions({
    queryKey: shareLinksKey(childId),
    queryFn: ({ signal }) =>
      apiRequest<ShareLinksResponse>(SHARE_LINK_PATHS.links, {
        query: { child_id: childId },
        signal,
      }),
  });

/** POST: a new link; its url comes in this answer only. */
export const createShareLink = (input: CreateShareLinkInput) =>
  api.post<CreatedShareLink>(SHARE_LINK_PATHS.links, {
    child_id: input.childId,
    expires_in_hours: input.expiresInHours,
    include_files: input.includeFiles,
  });

/** DELETE: the link stops working at once. */
export const revokeShareLink = (id: string) =>
  api.delete<{ message: string }>(SHARE_LINK_PATHS.links, { body: { id } });

/**
 * GET the record a link opens, with no session: the token is the only key. Neither the bearer
 * header nor the cookie goes with it, so a stale session on this browser can never turn the
 * page into a sign-in (a 401 would end the session); the language still does, for the
 * server's words (full names, age groups).
 */
export async function fetchSharedRecord(
  token: string,
  signal?: AbortSignal,
): Promise<SharedRecordData> {
  const { authorization: _session, ...headers } = apiHeaders();
  let response: Response;
  try {
    response = await fetch(buildUrl(`${SHARE_LINK_PATHS.record}${encodeURIComponent(token)}/`), {
      headers: { accept: 'application/json', ...headers },
      signal,
      credentials: 'omit',
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw networkError();
  }
  return readApiAnswer<SharedRecord>(response.status, await response.text(), undefined);
}

export const sharedRecordKey = (token: string) => ['shared-record', token] as const;

/**
 * The record behind a link (the query client's defaults: a 404 or 429 is not asked again).
 * Asked again when the doctor comes back to the tab and every 10 minutes while it is open: a
 * revoked link stops showing, and the files' 15-minute links are always fresh.
 */
export const sharedRecordQuery = (token: string) =>
  queryOptions({
    queryKey: sharedRecordKey(token),
    queryFn: ({ signal }) => fetchSharedRecord(token, signal),
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: 10 * 60_000,
  });

/** WhatsApp's share page with the message (which holds the link) typed in, to any chat. */
export const whatsAppShareUrl = (message: string) =>
  `https://wa.me/?text=${encodeURIComponent(message)}`;
