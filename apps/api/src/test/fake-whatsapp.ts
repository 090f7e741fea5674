import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
  /** The recipient (91XXXXXXXXXX), as the body names it. */
  to: string;
  receivedAt: number;
  /** When the answer went out; null while the request is in flight. */
  answeredAt: number | null;
  /** The HTTP status it got; null while in flight. */
  status: number | null;
}

export interface FakeWhatsAppOptions {
  /** How long each answer takes, in ms: a number, or a function drawing one per request. */
  latencyMs?: number | (() => number);
  /**
   * Messages per second the number may send (Meta's limit is per sending number): a token
   * bucket holding one second's messages; a request finding it empty gets Graph's 429 with
   * `Retry-After: 1`.
   */
  ratePerSecond?: number;
}

const graphError = (message: string, code: number) =>
  JSON.stringify({ error: { message, type: 'OAuthException', code, fbtrace_id: 'AbCdEf' } });

/**
 * A local stand-in for the WhatsApp Cloud (Graph) API's messages endpoint: records every
 * request, answers the way Graph does (200 with the message id, or a Graph error), after an
 * optional latency and under an optional per-second limit. No network beyond loopback.
 */
export function fakeWhatsAppApi(options: FakeWhatsAppOptions = {}) {
  const requests: RecordedRequest[] = [];
  let failNext = 0;
  let messageCounter = 0;
  const burst = Math.max(1, options.ratePerSecond ?? 0);
  let tokens = burst;
  let refilledAt = Date.now();
  const latency = () =>
    typeof options.latencyMs === 'function' ? options.latencyMs() : (options.latencyMs ?? 0);

  const overLimit = () => {
    if (!options.ratePerSecond) return false;
    const now = Date.now();
    tokens = Math.min(burst, tokens + ((now - refilledAt) / 1000) * options.ratePerSecond);
    refilledAt = now;
    if (tokens < 1) return true;
    tokens -= 1;
    return false;
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: Record<string, unknown> = {};
      try {
        body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      } catch {
        body = { unparsable: raw };
      }
      const request: RecordedRequest = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body,
        to: String(body.to ?? ''),
        receivedAt: Date.now(),
        answeredAt: null,
        status: null,
      };
      requests.push(request);
      const limited = overLimit();
      const answer = (status: number, payload: string, headers: Record<string, string> = {}) => {
        request.answeredAt = Date.now();
        request.status = status;
        res.writeHead(status, { 'content-type': 'application/json', ...headers });
        res.end(payload);
      };
      setTimeout(() => {
        if (limited) {
          answer(429, graphError('(#130429) Rate limit hit', 130429), { 'retry-after': '1' });
        } else if (failNext > 0) {
          failNext -= 1;
          answer(400, graphError('(#131030) Recipient phone number not in allowed list', 131030));
        } else {
          messageCounter += 1;
          answer(
            200,
            JSON.stringify({
              messaging_product: 'whatsapp',
              contacts: [{ input: request.to, wa_id: request.to }],
              messages: [{ id: `wamid.X${messageCounter}` }],
            }),
          );
        }
      }, latency());
    });
  });

  return {
    requests,
    /** Messages Graph accepted (answered 200), by recipient. */
    accepted: () => requests.filter((r) => r.status === 200),
    /** Requests received and not yet answered. */
    inFlight: () => requests.filter((r) => r.answeredAt === null),
    /** The next n requests are answered with a Graph error. */
    failNextRequests(n: number) {
      failNext = n;
    },
    reset() {
      requests.length = 0;
      failNext = 0;
    },
    origin: '',
    async start() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      this.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) =>
        server.close((err) => (err ? reject(err) : resolve())),
      );
    },
  };
}
