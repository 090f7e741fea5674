/**
 * Query parameters whose values must never reach a log line: secrets (tokens, OTPs, codes,
 * signatures) and personal data (phone numbers).
 */
const SECRET_PARAMS = new Set([
  'token',
  'access_token',
  'otp',
  'code',
  'state',
  'signature',
  'hub.verify_token',
  'hub.challenge',
  'secret',
  // A doctor's record link, asked for on the vaccination card.
  'share_link',
]);
const PHONE_PARAMS = new Set(['contact_number', 'to', 'phone']);

/** "9876543210" → "********10": enough to tell two numbers apart in a log, not to dial one. */
export function maskPhone(value: string): string {
  return value.length <= 2 ? '**' : `${'*'.repeat(value.length - 2)}${value.slice(-2)}`;
}

const SECRET_PATH = /\/(api\/+(?:calendar|files|shared)|shared)\/.+$/i;

/**
 * Secrets in the path itself: calendar feeds, file links and the doctor's record (its API
 * path and its page, /shared/<token>) carry them after the prefix.
 * The router decodes escapes ("/api/%63alendar/…" reaches the feed), so the path is matched
 * decoded too; everything after the prefix goes, so a mistyped URL (doubled slash, extra
 * segment, other letter case) cannot leave a working secret in a log either.
 */
function redactPath(path: string): string {
  // Each escape on its own (never throws, unlike decodeURIComponent on a malformed one).
  const decoded = path.replace(/%([0-9a-f]{2})/gi, (_, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  );
  const match = SECRET_PATH.exec(decoded);
  if (!match) return path;
  const prefix = match[1]!.toLowerCase().replace(/\/+/g, '/');
  return `${decoded.slice(0, match.index)}/${prefix}/[redacted]`;
}

export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  const pathPart = redactPath(q === -1 ? url : url.slice(0, q));
  if (q === -1) return pathPart;
  const params = new URLSearchParams(url.slice(q + 1));
  for (const [key, value] of [...params]) {
    if (SECRET_PARAMS.has(key)) params.set(key, '[redacted]');
    else if (PHONE_PARAMS.has(key)) params.set(key, maskPhone(value));
  }
  // URLSearchParams encodes "[" — keep the log readable.
  return `${pathPart}?${params
    .toString()
    .replace(/%5Bredacted%5D/g, '[redacted]')
    .replace(/%2A/g, '*')}`;
}
