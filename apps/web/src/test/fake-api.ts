import { type Mock, vi } from 'vitest';

/**
 * The one fetch stand-in of the web tests: answers by "METHOD /path/" (the path without its
 * query) and records every request. Unit tests never reach a server; the browser tests
 * (e2e/) run against the real one.
 *
 *   const api = fakeApi({ 'GET /api/user/me/': { body: me }, 'POST /api/x/': () => ({ status: 400, body: err }) });
 *   expect(api.requests()).toEqual(['GET /api/user/me/']);
 *
 * It replaces the global fetch with vi.stubGlobal: the test file's afterEach calls
 * vi.unstubAllGlobals().
 */

/** One request as the app made it. */
export interface FakeCall {
  method: string;
  /** The path with its query, as asked: "/api/x/?child_id=c1". */
  url: string;
  /** The path alone: "/api/x/". */
  path: string;
  query: URLSearchParams;
  /** The JSON body, parsed; undefined without one. */
  body: unknown;
  headers: Record<string, string>;
}

/**
 * What a route answers: JSON (status 200 unless given; a body of undefined sends none), a
 * ready Response (files, headers), or an Error, thrown as fetch reports a network failure.
 */
export type FakeAnswer = { status?: number; body?: unknown } | Response | Error;

/** A fixed answer, or one made per request (may be a promise the test settles, or never does). */
export type FakeRoute = FakeAnswer | ((call: FakeCall) => FakeAnswer | Promise<FakeAnswer>);

/** Routes by "METHOD /path/"; the key "*" answers every request no other route takes. */
export type FakeRoutes = Record<string, FakeRoute>;

export interface FakeApi {
  /** Every request, in order. */
  calls: FakeCall[];
  /** Every request as "METHOD /path/?query", in order. */
  requests: () => string[];
  /** The stubbed fetch itself. */
  fetch: Mock<typeof fetch>;
}

/** A route's answer that never comes: the app stays loading. */
export const neverAnswer = () => new Promise<never>(() => undefined);

const json = (status: number, body: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

function readCall(input: RequestInfo | URL, init: RequestInit = {}): FakeCall {
  const url = new URL(String(input), 'http://tika.test');
  return {
    method: init.method ?? 'GET',
    url: `${url.pathname}${url.search}`,
    path: url.pathname,
    query: url.searchParams,
    body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
    headers: Object.fromEntries(new Headers(init.headers).entries()),
  };
}

export function fakeApi(routes: FakeRoutes): FakeApi {
  const calls: FakeCall[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const call = readCall(input, init);
    calls.push(call);
    const route = routes[`${call.method} ${call.path}`] ?? routes['*'];
    if (route === undefined)
      return json(404, { message: `No fake for ${call.method} ${call.url}`, code: 'not_found' });
    const answer = typeof route === 'function' ? await route(call) : route;
    if (answer instanceof Error) throw answer;
    if (answer instanceof Response) return answer.clone();
    return json(answer.status ?? 200, answer.body);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    requests: () => calls.map((c) => `${c.method} ${c.url}`),
    fetch: fetchMock,
  };
}
