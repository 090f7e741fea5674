import {
  type ErrorCode,
  type RateLimitReason,
  RULE_MESSAGES,
  type RuleCode,
  wireField,
} from '@tika/contract';

/**
 * The one error type use cases throw. The global error handler turns it into
 * `{message, code, field?}` with `status` (a 429 also with its wait); anything else becomes a
 * 500 with a generic message.
 */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
    /** The snake_case wire name of the input at fault, so a form can mark that field. */
    readonly field?: string,
    /** A 429's wait in whole seconds, and which limit it is when a client acts on that. */
    readonly wait?: { seconds: number; reason?: RateLimitReason },
  ) {
    super(message);
  }

  /** The same error, naming the input at fault: `AppError.badRequest(…).forField('dob')`. */
  forField(field: string): AppError {
    return new AppError(this.status, this.code, this.message, this.headers, field, this.wait);
  }

  static badRequest(message: string, code: ErrorCode = 'validation_failed') {
    return new AppError(400, code, message);
  }
  /** A 400 for a shared rule's refusal (rules.ts in the contract), in its words, on `field`. */
  static refusedBy(rule: RuleCode, field: string) {
    return AppError.badRequest(RULE_MESSAGES[rule]).forField(field);
  }
  /** A 400 for the first problem a zod parse found, naming its field. */
  static invalidInput(issue: { message: string; path: readonly PropertyKey[] } | undefined) {
    const error = AppError.badRequest(issue?.message ?? 'The form is not valid');
    const field = issue && wireField(issue.path);
    return field ? error.forField(field) : error;
  }
  static unauthenticated(message = 'Please sign in again') {
    return new AppError(401, 'unauthenticated', message);
  }
  static forbidden(message = 'You are not allowed to do that') {
    return new AppError(403, 'forbidden', message);
  }
  static notFound(message = 'Not found') {
    return new AppError(404, 'not_found', message);
  }
  static conflict(message: string, code: ErrorCode = 'conflict') {
    return new AppError(409, code, message);
  }
  static tooManyRequests(message: string, retryAfterSeconds: number, reason?: RateLimitReason) {
    const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
    return new AppError(
      429,
      'rate_limited',
      message,
      { 'retry-after': String(seconds) },
      undefined,
      { seconds, reason },
    );
  }
  /** The database is down, stalled or has no connection free: worth trying again shortly. */
  static databaseUnavailable() {
    return new AppError(503, 'database_unavailable', DATABASE_UNAVAILABLE, { 'retry-after': '5' });
  }
}

export const DATABASE_UNAVAILABLE = 'The database is not answering. Please try again shortly.';
