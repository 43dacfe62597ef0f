import { KycTimings, type KycStatus } from '@portal/contracts/web';

export type KycView = 'dashboard' | 'kyc';

/**
 * How often the profile (and with it the KYC status) is re-read: while a submission is pending every
 * 20 s on the KYC screen and every 30 s on the dashboard (spec 1 §4), otherwise at the account-status
 * re-check interval (5 minutes by default).
 */
export function profilePollInterval(status: KycStatus | undefined, view: KycView, statusRecheckMs: number): number {
  if (status !== 'pending') return statusRecheckMs;
  const kycPoll = view === 'kyc' ? KycTimings.kycScreenPollMs : KycTimings.dashboardPollMs;
  return Math.min(kycPoll, statusRecheckMs);
}
