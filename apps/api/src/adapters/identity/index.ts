import type { Env } from '../../env';
import { DevGoogleIdentity } from './dev-google';
import type { GoogleIdentity } from './google';
import { OidcGoogleIdentity } from './oidc-google';

/** Real OIDC when configured; the dev stand-in only outside production; else none. */
export function createGoogleIdentity(env: Env): GoogleIdentity | null {
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) {
    return new OidcGoogleIdentity({
      issuer: env.GOOGLE_ISSUER,
      clientId: env.GOOGLE_CLIENT_ID,
      clientSecret: env.GOOGLE_CLIENT_SECRET,
    });
  }
  return env.NODE_ENV === 'production' ? null : new DevGoogleIdentity(env.PUBLIC_URL);
}

export * from './google';
