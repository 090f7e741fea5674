/** What we take from a Google account: its stable id, e-mail and names. */
export interface GoogleProfile {
  sub: string;
  email: string | null;
  emailVerified: boolean;
  givenName: string;
  familyName: string;
  /** When the ID token it came from expires (its `exp`); null when the token gave none. */
  expiresAt: Date | null;
}

export interface AuthorizationRequest {
  redirectUri: string;
  state: string;
  nonce: string;
  codeChallenge: string;
}

export interface CodeExchange {
  redirectUri: string;
  code: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** Google sign-in, whatever is behind it: a real OIDC provider, or the dev stand-in. */
export interface GoogleIdentity {
  readonly mode: 'oidc' | 'dev';
  clientId: string;
  /** The provider's authorization endpoint, for /api/config/. */
  authorizeEndpoint(): Promise<string>;
  authorizationUrl(request: AuthorizationRequest): Promise<string>;
  exchangeCode(exchange: CodeExchange): Promise<GoogleProfile>;
  verifyIdToken(idToken: string): Promise<GoogleProfile>;
}

export class IdentityError extends Error {
  override name = 'IdentityError';
}

export function profileFromClaims(claims: Record<string, unknown>): GoogleProfile {
  if (typeof claims.sub !== 'string' || !claims.sub)
    throw new IdentityError('ID token has no subject');
  return {
    sub: claims.sub,
    email: typeof claims.email === 'string' ? claims.email.toLowerCase() : null,
    emailVerified: claims.email_verified === true || claims.email_verified === 'true',
    givenName: typeof claims.given_name === 'string' ? claims.given_name : '',
    familyName: typeof claims.family_name === 'string' ? claims.family_name : '',
    expiresAt: typeof claims.exp === 'number' ? new Date(claims.exp * 1000) : null,
  };
}
