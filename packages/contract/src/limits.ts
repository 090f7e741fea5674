/** Business constants and limits from docs/product/constants.md, shared by web and API. */
export const LIMITS = {
  maxChildren: 3,
  phoneDigits: 10,
  otpDigits: 4,
  otpResendSeconds: 60,
  /** A referral code from a /refer/{code} link: at most this many characters (rules.ts). */
  referralCodeMax: 32,
  childNameMax: 20,
  textInputMax: 100,
  pdfMaxBytes: 5 * 1024 * 1024,
  imageCompressionQuality: 0.6,
  imageJpegAboveBytes: 2 * 1024 * 1024,
  heightMaxCm: 200,
  /** Decimals a height keeps (cm, numeric(5,2)) and a weight keeps (kg, numeric(5,3)). */
  heightDecimals: 2,
  weightMaxKg: 100,
  weightDecimals: 3,
  calendarFromYear: 1980,
  calendarToYear: 2050,
  uploadNameTailChars: 10,
} as const;

/** Local storage (and cookie) keys the spec names. */
export const STORAGE_KEYS = {
  accessToken: 'access_token',
  referralCode: 'referral_code',
  selectedChild: 'selected_child',
  /** The language chosen on this device; kept at logout, like the browser's own language. */
  language: 'tika_language',
} as const;

/**
 * Sign-in's page, and its query parameter naming where to go back to once signed in: the
 * server sends a file link opened without a session to /onboarding?next=/api/files/….
 */
export const SIGN_IN_RETURN = { page: '/onboarding', param: 'next' } as const;

export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';

/** Upload types (docs/product/validation.md), decided by content on the server. */
export const ACCEPTED_UPLOAD_TYPES = ['image/png', 'image/jpeg', 'application/pdf'] as const;
export const ACCEPTED_UPLOAD_EXTENSIONS = '.png,.jpg,.jpeg,.pdf';
export const FILE_TOO_LARGE_MESSAGE = 'File size should be less than 5MB';
/** Images after the browser's compression; the server re-encodes them. */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const ACCOUNT_DELETED_MESSAGE = 'Your account and all its data have been deleted';
