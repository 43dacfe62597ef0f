/**
 * The Action required card's texts that kycBanner (from @portal/contracts) does not give (spec 1 §8
 * "Dashboard"); the other KYC texts and rules come from the contracts.
 */
export const KycCardMessages = {
  /** Before a first submission. */
  notSubmitted: 'Submit your AML certificate to verify your identity and unlock withdrawals, transfers and transactions.',
  /** After a rejection (the rejected banner above it already says so). */
  resubmit: 'Please upload a new AML certificate to complete your verification.',
} as const;
