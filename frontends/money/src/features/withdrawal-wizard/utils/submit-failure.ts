import { ErrorCodes, PinErrorCodes, WithdrawalMessages, isApiError } from '@portal/contracts/web';

export interface SubmitFailure {
  /** The message in the PIN dialog (null when the lock message says it all). */
  error: string | null;
  /** The lock message when the PIN is now locked. */
  locked: string | null;
  /** Nothing was created: the next attempt is a new submission with a new idempotency key. */
  newSubmission: boolean;
  /** Which cached answer is out of date now. */
  refresh: 'pin' | 'limits' | null;
  /** The KYC is no longer approved: the wizard gives way to the dashboard. */
  kycRefused: boolean;
}

/** What a failed withdrawal submission means for the wizard. */
export function describeSubmitFailure(err: unknown): SubmitFailure {
  if (!isApiError(err)) {
    const message = err instanceof Error ? err.message : 'Unexpected error occurred';
    return { error: WithdrawalMessages.submitFailed(message), locked: null, newSubmission: false, refresh: null, kycRefused: false };
  }
  const failure: SubmitFailure = { error: null, locked: null, newSubmission: err.statusCode >= 400 && err.statusCode < 500, refresh: null, kycRefused: false };
  switch (err.code) {
    case PinErrorCodes.incorrect:
      // The attempt that used up the last try answers "incorrect" with the lock text.
      return { ...failure, error: err.message, locked: /locked/i.test(err.message) ? err.message : null };
    case PinErrorCodes.locked:
      return { ...failure, locked: err.message, refresh: 'pin' };
    case PinErrorCodes.notFound:
    case PinErrorCodes.resetHold:
      return { ...failure, error: err.message };
    case ErrorCodes.kycNotApproved:
      return { ...failure, kycRefused: true };
    default:
      return { ...failure, error: WithdrawalMessages.submitFailed(err.message), refresh: 'limits' };
  }
}
