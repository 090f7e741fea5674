import * as client from 'openid-client';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import {
  type AuthorizationRequest,
  type CodeExchange,
  type GoogleIdentity,
  type GoogleProfile,
  IdentityError,
  profileFromClaims,
} from './google';

interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/**
 * Google (or any OIDC provider at GOOGLE_ISSUER, such as the local one the tests run) via
 * openid-client: discovery, authorization code + PKCE, ID-token checks including nonce.
 */
export class OidcGoogleIdentity implements GoogleIdentity {
  readonly mode = 'oidc' as const;
  private config: Promise<client.Configuration> | null = null;
  private jwks: ReturnType<typeof createRemoteJWKSet> | null = null;

  constructor(private readonly settings: OidcSettings) {}

  get clientId() {
    return this.settings.clientId;
  }

  /** Discovery is lazy and retried after a failure, so a provider outage at start is not fatal. */
  private configuration(): Promise<client.Configuration> {
    if (!this.config) {
      const insecure = new URL(this.settings.issuer).protocol === 'http:';
      this.config = client
        .discovery(
          new URL(this.settings.issuer),
          this.settings.clientId,
          this.settings.clientSecret,
          undefined,
          {
            execute: insecure ? [client.allowInsecureRequests] : [],
            timeout: 10,
          },
        )
        .catch((err: unknown) => {
          this.config = null;
          throw new IdentityError(`OIDC discovery failed: ${(err as Error).message}`);
        });
    }
    return this.config;
  }

  async authorizeEndpoint(): Promise<string> {
    const endpoint = (await this.configuration()).serverMetadata().authorization_endpoint;
    if (!endpoint) throw new IdentityError('provider has no authorization endpoint');
    return endpoint;
  }

  async authorizationUrl(request: AuthorizationRequest): Promise<string> {
    return client
      .buildAuthorizationUrl(await this.configuration(), {
        redirect_uri: request.redirectUri,
        scope: 'openid email profile',
        prompt: 'select_account',
        access_type: 'offline',
        state: request.state,
        nonce: request.nonce,
        code_challenge: request.codeChallenge,
        code_challenge_method: 'S256',
      })
      .toString();
  }

  async exchangeCode(exchange: CodeExchange): Promise<GoogleProfile> {
    const config = await this.configuration();
    const callback = new URL(exchange.redirectUri);
    callback.searchParams.set('code', exchange.code);
    callback.searchParams.set('state', exchange.state);
    try {
      const tokens = await client.authorizationCodeGrant(config, callback, {
        pkceCodeVerifier: exchange.codeVerifier,
        expectedState: exchange.state,
        expectedNonce: exchange.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new IdentityError('no ID token in the response');
      return profileFromClaims(claims as Record<string, unknown>);
    } catch (err) {
      throw err instanceof IdentityError ? err : new IdentityError((err as Error).message);
    }
  }

  /** A Google ID token from the browser (POST /api/sign_in/), checked against the issuer's keys. */
  async verifyIdToken(idToken: string): Promise<GoogleProfile> {
    const config = await this.configuration();
    const metadata = config.serverMetadata();
    if (!metadata.jwks_uri) throw new IdentityError('provider has no jwks_uri');
    this.jwks ??= createRemoteJWKSet(new URL(metadata.jwks_uri));
    try {
      const { payload } = await jwtVerify(idToken, this.jwks, {
        issuer: metadata.issuer,
        audience: this.settings.clientId,
      });
      return profileFromClaims(payload as Record<string, unknown>);
    } catch (err) {
      throw new IdentityError(`ID token rejected: ${(err as Error).message}`);
    }
  }
}
