import { referralCodeRule, RULE_MESSAGES } from './rules';

/** docs/product/validation.md: ten digits, digits only. Indian mobile numbers start with 6–9. */
export const PHONE_MESSAGE = RULE_MESSAGES.phone_invalid;
export const OTP_MESSAGE = RULE_MESSAGES.otp_invalid;
export const NOT_REGISTERED_PROMPT =
  "You haven't registered with us yet. Please Click below Button to Register";

/**
 * Referral codes arrive from /refer/{code} links and local storage, so a sign-in never fails
 * over one: anything referralCodeRule refuses is dropped (null); any code it accepts is kept
 * on the new parent, and links them to the parent whose own code it is, if anyone's.
 */
export const isPlausibleReferralCode = (value: string | null | undefined): value is string =>
  typeof value === 'string' && referralCodeRule(value) === null;

/** Where a signed-in parent stands in onboarding. */
export interface OnboardingState {
  contactVerified: boolean;
  childrenCount: number;
}

/** The onboarding steps after signing in: the first child, then the verified number. */
export type OnboardingStep = 'profile' | 'contact';

/** Session start (docs/product/sessions-and-sign-in.md), shared by the server's status call and the web router. */
export function nextOnboardingStep(state: OnboardingState): OnboardingStep | 'dashboard' {
  if (state.childrenCount === 0) return 'profile';
  if (!state.contactVerified) return 'contact';
  return 'dashboard';
}

const isStepDone = (step: OnboardingStep, state: OnboardingState): boolean =>
  step === 'profile' ? state.childrenCount > 0 : state.contactVerified;

/**
 * A parent who opens an onboarding step they have already done goes on to the next step not
 * done, or to the dashboard when none is left (nextOnboardingStep); null: this step is theirs
 * to do. So a parent with children never sees "Step 2 of 3" again.
 */
export function onboardingStepRedirect(
  step: OnboardingStep,
  state: OnboardingState,
): OnboardingStep | 'dashboard' | null {
  return isStepDone(step, state) ? nextOnboardingStep(state) : null;
}
