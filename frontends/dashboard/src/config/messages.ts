/**
 * Dashboard texts that are not shared with other parts (spec 1 §8 "Dashboard"). The KYC texts and
 * rules come from @portal/contracts (KycMessages, kycBanner, kycActionButton) and are not repeated here.
 */
export const DashboardMessages = {
  loadFailed: 'Failed to load dashboard data',
  userDataIssue: 'Temporary issue loading user data. Please refresh if problem persists.',
  /** The Action required card before a first submission (kycBanner gives no text then). */
  kycNotSubmitted: 'Submit your AML certificate to verify your identity and unlock withdrawals, transfers and transactions.',
  /** The Action required card after a rejection (the rejected banner above it already says so). */
  kycResubmit: 'Please upload a new AML certificate to complete your verification.',
} as const;
