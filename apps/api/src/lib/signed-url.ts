import type { Database } from '../db/client';
import { loadAppSecret } from './app-secret';
import { hmacSha256, safeEqual } from './crypto';

/** File links expire after 15 minutes (records issue); the key never appears in them. */
export const FILE_URL_TTL_MS = 15 * 60 * 1000;

interface FileClaim {
  /** Storage key */
  k: string;
  /** Content type */
  t: string;
  /** Download name */
  n: string;
  /** Expiry, ms since epoch */
  e: number;
}

const urlKey = (db: Database) => loadAppSecret(db, 'file_url_key');

export async function signFileUrl(db: Database, file: { key: string; contentType: string; name: string }, now: Date): Promise<string> {
  const claim: FileClaim = { k: file.key, t: file.contentType, n: file.name, e: now.getTime() + FILE_URL_TTL_MS };
  const body = Buffer.from(JSON.stringify(claim)).toString('base64url');
  return `/api/files/${body}.${hmacSha256(await urlKey(db), body)}`;
}

export async function verifyFileUrl(db: Database, token: string, now: Date): Promise<FileClaim | null> {
  const [body, signature] = token.split('.');
  if (!body || !signature || !safeEqual(signature, hmacSha256(await urlKey(db), body))) return null;
  try {
    const claim = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as FileClaim;
    return claim.e > now.getTime() ? claim : null;
  } catch {
    return null;
  }
}
