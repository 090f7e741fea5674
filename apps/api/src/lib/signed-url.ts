import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Database } from '../db/client';
import { loadAppSecret } from './app-secret';
import { hmacSha256, safeEqual } from './crypto';

/** File links expire after 15 minutes (records issue). */
export const FILE_URL_TTL_MS = 15 * 60 * 1000;

export interface FileClaim {
  /** Storage key */
  k: string;
  /** Content type */
  t: string;
  /** Download name */
  n: string;
  /** Expiry, ms since epoch */
  e: number;
}

export interface FileToOpen {
  key: string;
  contentType: string;
  name: string;
}

interface FileLinkKeys {
  encrypt: Buffer;
  mac: string;
}
/** Derived once per secret: two HMACs on every link were a measurable part of a dashboard read. */
const keysBySecret = new Map<string, FileLinkKeys>();

/** One random secret (app_secrets), split into an encryption key and a MAC key. */
async function keys(db: Database): Promise<FileLinkKeys> {
  const secret = await loadAppSecret(db, 'file_url_key');
  let derived = keysBySecret.get(secret);
  if (!derived) {
    derived = {
      encrypt: Buffer.from(hmacSha256(secret, 'tika file link: encryption'), 'hex'),
      mac: hmacSha256(secret, 'tika file link: authentication'),
    };
    keysBySecret.set(secret, derived);
  }
  return derived;
}

/**
 * `/api/files/<iv + AES-256-CTR ciphertext, base64url>.<HMAC-SHA256 hex>`: encrypt-then-MAC,
 * so the link says nothing readable (not the storage key, not the parent's id) and cannot be
 * altered. The link alone opens nothing: the file endpoint also wants the session of the parent
 * whose record holds the file (modules/files/routes.ts).
 */
export async function signFileUrl(db: Database, file: FileToOpen, now: Date): Promise<string> {
  return `/api/files/${await signFileToken(db, file, now)}`;
}

/** The opaque part of a file link, for a route of its own (the doctor's record serves files too). */
export async function signFileToken(db: Database, file: FileToOpen, now: Date): Promise<string> {
  const claim: FileClaim = {
    k: file.key,
    t: file.contentType,
    n: file.name,
    e: now.getTime() + FILE_URL_TTL_MS,
  };
  const { encrypt, mac } = await keys(db);
  const iv = randomBytes(16);
  const cipher = createCipheriv('aes-256-ctr', encrypt, iv);
  const body = Buffer.concat([
    iv,
    cipher.update(JSON.stringify(claim), 'utf8'),
    cipher.final(),
  ]).toString('base64url');
  return `${body}.${hmacSha256(mac, body)}`;
}

export type VerifiedFileLink =
  { status: 'valid'; claim: FileClaim } | { status: 'expired' } | { status: 'invalid' };

/** Checks the MAC before decrypting anything; an expired link is told apart from a forged one. */
export async function verifyFileUrl(
  db: Database,
  token: string,
  now: Date,
): Promise<VerifiedFileLink> {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return { status: 'invalid' };
  const { encrypt, mac } = await keys(db);
  if (!safeEqual(signature, hmacSha256(mac, body))) return { status: 'invalid' };
  try {
    const raw = Buffer.from(body, 'base64url');
    const decipher = createDecipheriv('aes-256-ctr', encrypt, raw.subarray(0, 16));
    const claim = JSON.parse(
      Buffer.concat([decipher.update(raw.subarray(16)), decipher.final()]).toString('utf8'),
    ) as FileClaim;
    return claim.e > now.getTime() ? { status: 'valid', claim } : { status: 'expired' };
  } catch {
    return { status: 'invalid' };
  }
}
