import { isPlausibleReferralCode, STORAGE_KEYS } from '@tika/contract';
import type { SignedInResponse } from '@tika/contract';
import { api } from '../../../lib/api-client';

interface OtpSent {
  message: string;
  resend_after_seconds: number;
}

/** The code /refer/{code} kept; one that cannot be a referral code (stored by an older version) is not sent. */
export function storedReferralCode(): string | null {
  try {
    const code = localStorage.getItem(STORAGE_KEYS.referralCode);
    return isPlausibleReferralCode(code) ? code : null;
  } catch {
    return null;
  }
}

/** The three OTP flows differ only in their endpoints. */
export interface OtpFlowApi {
  send(contactNumber: string): ReturnType<typeof api.get<OtpSent>>;
  verify(contactNumber: string, otp: string): ReturnType<typeof api.post<SignedInResponse>>;
}

export const loginOtp: OtpFlowApi = {
  send: (contactNumber) => api.get<OtpSent>('/api/user/login/', { contact_number: contactNumber }),
  verify: (contactNumber, otp) =>
    api.post<SignedInResponse>('/api/user/login/', {
      contact_number: contactNumber,
      otp,
      referral_code: storedReferralCode(),
    }),
};

export const verifyContactOtp: OtpFlowApi = {
  send: (contactNumber) =>
    api.get<OtpSent>('/api/verify-contact-number/', { contact_number: contactNumber }),
  verify: (contactNumber, otp) =>
    api.post<SignedInResponse>('/api/verify-contact-number/', {
      contact_number: contactNumber,
      otp,
    }),
};

export const updateContactOtp: OtpFlowApi = {
  send: (contactNumber) =>
    api.post<OtpSent>('/api/user/otp/send/', { contact_number: contactNumber, process: 'update' }),
  verify: (contactNumber, otp) =>
    api.post<SignedInResponse>('/api/user/otp/verify/', {
      contact_number: contactNumber,
      process: 'update',
      otp,
    }),
};
