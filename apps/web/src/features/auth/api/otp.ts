import type { ErrorResponse, SignedInResponse } from '@tika/contract';
import { api, apiHeaders, buildUrl, networkError, readApiAnswer } from '../../../lib/api-client';
import { signUpDetails } from './sign-up-details';

/**
 * What asking for a code came to, with the seconds until "Resend OTP" may be asked: a code
 * sent now (the server's message), or none because one sent less than the resend gap ago
 * still works and is the one to type.
 */
export type OtpSent =
  | { alreadySent: false; message: string; resendAfterSeconds: number }
  | { alreadySent: true; resendAfterSeconds: number };

interface OtpSentWire {
  message: string;
  resend_after_seconds: number;
}

/**
 * Asks the server for a code. Within the resend gap it refuses (429) but says, by `reason`
 * 'otp_resend_wait', that the code it sent then still works (RATE_LIMIT_REASONS): here that
 * is an answer, not a failure, so the screen can ask for that code and count down what is
 * left. ApiError carries no more than message, code and field, so the answer is read here, as
 * every other one is read by readApiAnswer.
 */
async function requestOtp(
  path: string,
  request: { method: 'GET'; query: Record<string, string> } | { method: 'POST'; body: object },
): Promise<OtpSent> {
  const headers: Record<string, string> = { accept: 'application/json', ...apiHeaders() };
  const post = request.method === 'POST';
  if (post) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(buildUrl(path, post ? undefined : request.query), {
      method: request.method,
      headers,
      body: post ? JSON.stringify(request.body) : undefined,
      credentials: 'same-origin',
    });
  } catch {
    throw networkError();
  }
  const text = await response.text();
  const waiting = response.status === 429 ? resendWait(text) : null;
  if (waiting !== null) return { alreadySent: true, resendAfterSeconds: waiting };
  const sent = readApiAnswer<OtpSentWire>(response.status, text, headers.authorization);
  return { ...sent, alreadySent: false };
}

/** The seconds left of the resend gap, when a 429 says the code sent still works. */
function resendWait(body: string): number | null {
  try {
    const refusal = JSON.parse(body) as Partial<ErrorResponse>;
    const seconds = refusal.retry_after_seconds;
    return refusal.reason === 'otp_resend_wait' && typeof seconds === 'number' && seconds > 0
      ? seconds
      : null;
  } catch {
    return null;
  }
}

/** The three OTP flows differ only in their endpoints. */
export interface OtpFlowApi {
  send(contactNumber: string): Promise<OtpSent>;
  verify(contactNumber: string, otp: string): ReturnType<typeof api.post<SignedInResponse>>;
}

export const loginOtp: OtpFlowApi = {
  send: (contactNumber) =>
    requestOtp('/api/user/login/', { method: 'GET', query: { contact_number: contactNumber } }),
  verify: (contactNumber, otp) =>
    api.post<SignedInResponse>('/api/user/login/', {
      contact_number: contactNumber,
      otp,
      ...signUpDetails(),
    }),
};

export const verifyContactOtp: OtpFlowApi = {
  send: (contactNumber) =>
    requestOtp('/api/verify-contact-number/', {
      method: 'GET',
      query: { contact_number: contactNumber },
    }),
  verify: (contactNumber, otp) =>
    api.post<SignedInResponse>('/api/verify-contact-number/', {
      contact_number: contactNumber,
      otp,
    }),
};

export const updateContactOtp: OtpFlowApi = {
  send: (contactNumber) =>
    requestOtp('/api/user/otp/send/', {
      method: 'POST',
      body: { contact_number: contactNumber, process: 'update' },
    }),
  verify: (contactNumber, otp) =>
    api.post<SignedInResponse>('/api/user/otp/verify/', {
      contact_number: contactNumber,
      process: 'update',
      otp,
    }),
};
