import {
  type AuthorizationRequest,
  type CodeExchange,
  type GoogleIdentity,
  IdentityError,
  type GoogleProfile,
} from './google';

/**
 * Dev mode without Google credentials: the "consent page" is the SPA's /dev/google, which
 * returns to /onboarding with a code carrying the account the developer typed. The state
 * and the rest of the flow are the real ones.
 */
export class DevGoogleIdentity implements GoogleIdentity {
  readonly mode = 'dev' as const;
  readonly clientId = 'dev-google-client';

  constructor(private readonly publicUrl: string) {}

  async authorizeEndpoint() {
    return `${this.publicUrl}/dev/google`;
  }

  async authorizationUrl(request: AuthorizationRequest) {
    const url = new URL(await this.authorizeEndpoint());
    url.searchParams.set('state', request.state);
    url.searchParams.set('redirect_uri', request.redirectUri);
    return url.toString();
  }

  async exchangeCode(exchange: CodeExchange) {
    return decodeDevCode(exchange.code);
  }

  async verifyIdToken(idToken: string) {
    return decodeDevCode(idToken);
  }
}

/** The dev code: "dev." + base64url(JSON {email, given_name, family_name}). */
export function encodeDevCode(account: {
  email: string;
  given_name?: string;
  family_name?: string;
}): string {
  return `dev.${Buffer.from(JSON.stringify(account)).toString('base64url')}`;
}

function decodeDevCode(code: string): GoogleProfile {
  if (!code.startsWith('dev.')) throw new IdentityError('not a dev sign-in code');
  let data: { email?: unknown; given_name?: unknown; family_name?: unknown };
  try {
    data = JSON.parse(Buffer.from(code.slice(4), 'base64url').toString('utf8'));
  } catch {
    throw new IdentityError('malformed dev sign-in code');
  }
  if (typeof data.email !== 'string' || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(data.email))
    throw new IdentityError('dev sign-in needs an e-mail');
  const email = data.email.toLowerCase();
  return {
    sub: `dev:${email}`,
    email,
    emailVerified: true,
    givenName: typeof data.given_name === 'string' ? data.given_name : '',
    familyName: typeof data.family_name === 'string' ? data.family_name : '',
    // A dev code is not a credential worth replaying; only real ID tokens are single-use.
    expiresAt: null,
  };
}
