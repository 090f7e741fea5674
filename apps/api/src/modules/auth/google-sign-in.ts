import type { FastifyBaseLogger } from 'fastify';
import { and, eq, gt, isNull } from 'drizzle-orm';
import * as oidc from 'openid-client';
import type { SignedInResponse } from '@tika/contract';
import type { AppDeps } from '../../deps';
import { oauthStates, usedGoogleIdTokens, users } from '../../db/schema';
import { AppError } from '../../errors';
import { isUniqueViolation } from '../../lib/db-errors';
import { randomToken, sha256 } from '../../lib/crypto';
import { type GoogleIdentity, type GoogleProfile, IdentityError } from '../../adapters/identity';
import { insertUser } from '../account/users-repository';
import { completeSignIn, type SignUpDetails } from './complete-sign-in';

const STATE_TTL_MS = 10 * 60 * 1000;
const FAILED = 'Google sign-in did not work. Please try again.';

function requireGoogle(deps: AppDeps): GoogleIdentity {
  if (!deps.google)
    throw new AppError(404, 'google_not_configured', 'Google sign-in is not available right now');
  return deps.google;
}

/** Google returns the browser to /onboarding (docs/product/screens-and-routes.md). */
const redirectUri = (deps: AppDeps) => `${deps.env.PUBLIC_URL}/onboarding`;

/**
 * The browser that starts a sign-in holds a random secret (an httpOnly cookie, see
 * routes.ts), and a state is stored under the hash of state and secret together. A code and
 * state carried to another browser (login CSRF: an attacker's own Google sign-in sent to a
 * victim as a link) therefore match no row there and sign nobody in.
 */
const BROWSER_BINDING = /^[A-Za-z0-9_-]{43}$/;
const boundStateHash = (state: string, browserBinding: string) =>
  sha256(`${state}.${browserBinding}`);

/** This browser's binding secret: the one it already holds (several tabs may sign in at once), else a new one. */
export function browserBindingFor(existing: string | null | undefined): string {
  return existing && BROWSER_BINDING.test(existing) ? existing : randomToken(32);
}

/** Step 1: a one-time state (with PKCE verifier and nonce) kept server-side for this browser, and the URL. */
export async function startGoogleSignIn(
  deps: AppDeps,
  browserBinding: string,
): Promise<{ authorize_url: string }> {
  const google = requireGoogle(deps);
  const now = deps.clock.now();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  await deps.database.db.insert(oauthStates).values({
    stateHash: boundStateHash(state, browserBinding),
    codeVerifier,
    nonce,
    createdAt: now,
    expiresAt: new Date(now.getTime() + STATE_TTL_MS),
  });
  try {
    const url = await google.authorizationUrl({
      redirectUri: redirectUri(deps),
      state,
      nonce,
      codeChallenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    });
    return { authorize_url: url };
  } catch (err) {
    if (err instanceof IdentityError)
      throw new AppError(
        502,
        'google_unavailable',
        'Google sign-in is not reachable right now. Please try again.',
      );
    throw err;
  }
}

/**
 * Step 2: the state is used up first (one conditional UPDATE), so a replayed code, a forged
 * state or one brought from another browser can never create a session; then the code is
 * exchanged server-side.
 */
export async function finishGoogleSignIn(
  deps: AppDeps,
  input: {
    code: string;
    state: string;
    browserBinding: string | null;
    signUp: SignUpDetails;
    log: FastifyBaseLogger;
  },
): Promise<SignedInResponse> {
  const google = requireGoogle(deps);
  const now = deps.clock.now();
  if (!input.browserBinding || !BROWSER_BINDING.test(input.browserBinding)) {
    throw AppError.badRequest(
      'This sign-in was started in another browser. Please sign in with Google again here.',
      'invalid_state',
    );
  }
  const [pending] = await deps.database.db
    .update(oauthStates)
    .set({ usedAt: now })
    .where(
      and(
        eq(oauthStates.stateHash, boundStateHash(input.state, input.browserBinding)),
        isNull(oauthStates.usedAt),
        gt(oauthStates.expiresAt, now),
      ),
    )
    .returning();
  if (!pending)
    throw AppError.badRequest(
      'This sign-in attempt has expired. Please sign in with Google again.',
      'invalid_state',
    );

  let profile: GoogleProfile;
  try {
    profile = await google.exchangeCode({
      redirectUri: redirectUri(deps),
      code: input.code,
      state: input.state,
      nonce: pending.nonce,
      codeVerifier: pending.codeVerifier,
    });
  } catch (err) {
    if (err instanceof IdentityError) throw AppError.badRequest(FAILED, 'google_failed');
    throw err;
  }
  const userId = await upsertGoogleUser(deps, profile);
  return completeSignIn(deps, userId, input.signUp, { method: 'google', log: input.log });
}

/** POST /api/sign_in/: a Google ID token obtained by the browser, verified against the issuer's keys. */
export async function signInWithGoogleIdToken(
  deps: AppDeps,
  idToken: string,
  signUp: SignUpDetails,
  log: FastifyBaseLogger,
): Promise<{ access_token: string }> {
  const google = requireGoogle(deps);
  let profile: GoogleProfile;
  try {
    profile = await google.verifyIdToken(idToken);
  } catch (err) {
    if (err instanceof IdentityError) throw AppError.unauthenticated(FAILED);
    throw err;
  }
  await useIdTokenOnce(deps, idToken, profile.expiresAt);
  const userId = await upsertGoogleUser(deps, profile);
  const result = await completeSignIn(deps, userId, signUp, { method: 'google', log });
  return { access_token: result.access_token };
}

/**
 * An ID token signs in once: its hash is kept until it expires, and a second use is refused,
 * so a token copied out of a browser (a log, a shared screen) cannot open the account again.
 */
async function useIdTokenOnce(deps: AppDeps, idToken: string, expiresAt: Date | null) {
  if (!expiresAt) return;
  const [first] = await deps.database.db
    .insert(usedGoogleIdTokens)
    .values({ tokenHash: sha256(idToken), expiresAt })
    .onConflictDoNothing()
    .returning({ tokenHash: usedGoogleIdTokens.tokenHash });
  if (!first) throw AppError.unauthenticated(FAILED);
}

/**
 * The account for a Google identity: by Google's subject id, else by verified e-mail
 * (linking it), else a new parent. Names fill in only where the parent has none yet.
 */
export async function upsertGoogleUser(deps: AppDeps, profile: GoogleProfile): Promise<string> {
  const { db } = deps.database;
  const [bySub] = await db.select().from(users).where(eq(users.googleSub, profile.sub));
  if (bySub) return bySub.id;

  if (profile.email && profile.emailVerified) {
    const [byEmail] = await db.select().from(users).where(eq(users.email, profile.email));
    // An address that changed hands must not open the account of its previous owner.
    if (byEmail?.googleSub && byEmail.googleSub !== profile.sub) {
      throw AppError.conflict(
        'This e-mail belongs to a Tika account linked to a different Google account. Please sign in with WhatsApp.',
        'email_taken',
      );
    }
    if (byEmail) {
      await db
        .update(users)
        .set({ googleSub: profile.sub, updatedAt: deps.clock.now() })
        .where(eq(users.id, byEmail.id));
      return byEmail.id;
    }
  }
  try {
    const created = await insertUser(db, {
      googleSub: profile.sub,
      email: profile.emailVerified ? profile.email : null,
      firstName: profile.givenName.slice(0, 50),
      lastName: profile.familyName.slice(0, 50),
      timeZone: deps.env.TZ_DEFAULT,
    });
    return created.id;
  } catch (err) {
    // Two first sign-ins at once: the other one created the account.
    if (isUniqueViolation(err)) return upsertGoogleUser(deps, profile);
    throw err;
  }
}
