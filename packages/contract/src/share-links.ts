/**
 * A read-only record for the doctor (docs/product/share-links.md): a link the parent makes for
 * one child, valid for a time the parent picks, revocable, opened without signing in.
 */
export const SHARE_LINK_PATHS = {
  /** POST to make one, GET ?child_id= to list the live ones, DELETE {id} to revoke one. */
  links: '/api/share-links/',
  /** GET /api/shared/<token>/: the record itself, public (the token is the capability). */
  record: '/api/shared/',
} as const;

/** The web page a link opens: `/shared/<token>`. */
export const SHARED_PAGE_PREFIX = '/shared/';

/** How long a link may live: 1 hour to 30 days. */
export const SHARE_LINK_HOURS = { min: 1, max: 30 * 24 } as const;

/** The choices the share sheet offers, in hours; the API takes any whole number in range. */
export const SHARE_LINK_HOUR_CHOICES = [1, 24, 72, 7 * 24, 30 * 24] as const;

/** At most this many live links per child: enough for every doctor, not a link farm. */
export const SHARE_LINKS_PER_CHILD = 10;

/** Random bytes in a link's token (256 bits), sent as 43 base64url characters. */
export const SHARE_TOKEN_BYTES = 32;

export const SHARE_LINK_MESSAGES = {
  hoursInvalid: 'Please choose how long the link works: 1 hour to 30 days',
  tooMany: 'This child already has 10 active links. Revoke one to make another.',
  created: 'Link created',
  revoked: 'Link revoked',
  notFound: 'This link has expired or was revoked',
} as const;
