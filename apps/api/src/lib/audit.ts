/** The account and money events an operator may need to reconstruct (docs/operations.md, Logs). */
export type AuditEvent =
  | 'sign_in'
  | 'sign_out'
  | 'otp_sent'
  | 'otp_failed'
  | 'otp_locked'
  | 'number_changed'
  | 'child_added'
  | 'child_deleted'
  | 'payment_granted'
  | 'payment_refunded'
  | 'account_deleted';

/**
 * What an audit line may carry besides the event. A closed list on purpose: no field here can
 * hold a code, a token, a full number or a child's name, so a call site cannot log one.
 */
export interface AuditFields {
  /** Null only where no parent is known yet (an OTP to a number with no account). */
  userId: string | null;
  /** How the parent signed in: otp, link, google. */
  method?: string;
  /** The last two digits of a number, at most (numberEnding()). */
  numberEnding?: string;
  purpose?: string;
  childId?: string;
  plan?: string;
  orderId?: string;
  paymentId?: string;
  refundId?: string;
  reason?: string;
}

/** The last two digits of a phone number: enough to tell two numbers apart in a support case. */
export function numberEnding(number: string): string {
  return number.replace(/\D/g, '').slice(-2);
}

/** The part of a request's (or the app's) pino logger an audit line needs. */
export interface AuditLog {
  info(details: Record<string, unknown>, message: string): void;
}

/**
 * One structured info line per audit event, `{ audit: '<event>', userId, ... }`, through the
 * request's logger (so it carries the request id) or the app's where there is no request.
 */
export function audit(log: AuditLog, event: AuditEvent, fields: AuditFields): void {
  log.info({ audit: event, ...fields }, `audit: ${event}`);
}
