import { STORAGE_KEYS } from '@tika/contract';
import type { SignedInResponse } from '@tika/contract';
import { api } from '../../../lib/api-client';

interface OtpSent {
  message: string;
  resend_after_seconds: number;
}

export function storedReferralCode(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.referralCode);
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
    api.post<SignedInResponse>('/api/user/login/', { contact_number: contactNumber, otp, referral_code: storedReferralCode() }),
};

export const verifyContactOtp: OtpFlowApi = {
  send: (contactNumber) => api.get<OtpSent>('/api/verify-contact-number/', { contact_number: contactNumber }),
  verify: (contactNumber, otp) => api.post<SignedInResponse>('/api/verify-contact-number/', { contact_number: contactNumber, otp }),
};

export const updateContactOtp: OtpFlowApi = {
  send: (contactNumber) => api.post<OtpSent>('/api/user/otp/send/', { contact_number: contactNumber, process: 'update' }),
  verify: (contactNumber, otp) => api.post<SignedInResponse>('/api/user/otp/verify/', { contact_number: contactNumber, process: 'update', otp }),
};
