import { i18n } from '@lingui/core';
import { camelizeKeys, type Camelized, GENERIC_ERROR_MESSAGE } from '@tika/contract';
import { initialLanguage } from './i18n/language';
import { getAccessToken } from './session-store';

export const SESSION_ENDED_EVENT = 'tika:session-ended';

/** The one error the web app sees from the API: the server's message, code and status. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    /** The input the server found at fault, as the wire names it ('record_date'). */
    readonly field?: string,
  ) {
    super(message);
  }
}

type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Query;
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  signal?: AbortSignal;
}

export function buildUrl(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/**
 * Calls the API on this origin with the bearer token when one exists, and returns the
 * response with camelCased keys. No client timeout (docs/api.md).
 */
export async function apiRequest<T>(
  path: string,
  options: RequestOptions = {},
): Promise<Camelized<T>> {
  const headers: Record<string, string> = { accept: 'application/json', ...apiHeaders() };

  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw networkError();
  }

  return readApiAnswer<T>(response.status, await response.text(), headers.authorization);
}

/**
 * What every call to the API carries: the session's bearer header, and the app's language so
 * the server's messages come in it (docs/api.md "Language"; the pseudo-locale asks for English).
 */
export function apiHeaders(): Record<string, string> {
  return { ...authorizationHeader(), 'accept-language': languageToAsk() === 'hi' ? 'hi' : 'en' };
}

/**
 * The active language or, before the first one is active (a route's prefetch starts while its
 * messages are on their way), the one about to be.
 */
const languageToAsk = () => i18n.locale || initialLanguage();

/** The bearer header for the stored token, or nothing when signed out (docs/api.md). */
export function authorizationHeader(): { authorization?: string } {
  const token = getAccessToken();
  return token ? { authorization: `Bearer ${token}` } : {};
}

/** The error for a request that never reached the server. */
export function networkError(): ApiError {
  return new ApiError(
    'Could not reach Tika. Please check your connection and try again.',
    0,
    'network_error',
  );
}

/** The bearer header of the last session announced as ended. */
let endedAuthorization: string | undefined;

/**
 * The stored session has ended (expired, revoked elsewhere): the app signs the parent out.
 * Announced once per session: the requests in flight when it ends (a dashboard asks several
 * things at once) all come back 401, and the first announcement already cleared the token.
 */
function announceSessionEnded(sentAuthorization: string): void {
  if (sentAuthorization === endedAuthorization) return;
  if (sentAuthorization !== authorizationHeader().authorization) return;
  endedAuthorization = sentAuthorization;
  window.dispatchEvent(new CustomEvent(SESSION_ENDED_EVENT));
}

/**
 * An answer's status and body turned into camelCased data, or thrown as the ApiError it
 * carries. Shared by fetch above and the XMLHttpRequest upload (lib/upload-request.ts).
 * `sentAuthorization`: the request's Authorization header, if it had one.
 */
export function readApiAnswer<T>(
  status: number,
  text: string,
  sentAuthorization: string | undefined,
): Camelized<T> {
  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = null;
    }
  }
  if (status === 401 && sentAuthorization) announceSessionEnded(sentAuthorization);
  if (status < 200 || status > 299) {
    const payload = (data ?? {}) as { message?: unknown; code?: unknown; field?: unknown };
    const message =
      typeof payload.message === 'string' && payload.message
        ? payload.message
        : GENERIC_ERROR_MESSAGE;
    throw new ApiError(
      message,
      status,
      typeof payload.code === 'string' ? payload.code : 'unknown',
      typeof payload.field === 'string' && payload.field ? payload.field : undefined,
    );
  }
  return camelizeKeys(data as T);
}

export const api = {
  get: <T>(path: string, query?: Query) => apiRequest<T>(path, { query }),
  post: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'POST', body }),
  put: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'PUT', body }),
  delete: <T>(path: string, options: Omit<RequestOptions, 'method'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
