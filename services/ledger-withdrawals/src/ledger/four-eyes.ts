import {
  ApprovalMessages,
  FOUR_EYES_DEFAULT_THRESHOLD_CENTS,
  GrantMessages,
  needsSecondApproval,
  portalProfileOf,
  profileHasDemoData,
} from '@portal/contracts';
import { RpcErrors } from '@portal/service-kit';

/** The four-eyes threshold in cents: `FOUR_EYES_THRESHOLD_CENTS` from the environment, else $10,000.00. */
export function fourEyesThresholdCents(env: NodeJS.ProcessEnv = process.env): number {
  const configured = env.FOUR_EYES_THRESHOLD_CENTS;
  if (configured === undefined || configured === '') return FOUR_EYES_DEFAULT_THRESHOLD_CENTS;
  const value = Number(configured);
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`FOUR_EYES_THRESHOLD_CENTS must be a whole number of cents, got '${configured}'`);
  return value;
}

/**
 * An admin's direct award or adjustment above the threshold is refused: it must go through an approval
 * request. Moves without an acting admin (the demo seed, see refuseGrantWithoutAdmin) and approved
 * requests are not checked here.
 */
export function refuseWithoutSecondApproval(actorId: string | undefined, amountCents: number): void {
  const threshold = fourEyesThresholdCents();
  if (actorId && needsSecondApproval(amountCents, threshold)) throw RpcErrors.conflict(ApprovalMessages.required(threshold));
}

/**
 * A grant that no admin awarded (no actorId: the demo seed's, of any size and without four-eyes) is opened
 * only where there is demo data (PORTAL_PROFILE development or test, not NODE_ENV, which is production for
 * `npm start` and `npm test` too). In production every grant names the admin who awarded it, even if a
 * process could still reach the subject.
 */
export function refuseGrantWithoutAdmin(actorId: string | undefined, env: NodeJS.ProcessEnv = process.env): void {
  if (!actorId && !profileHasDemoData(portalProfileOf(env.PORTAL_PROFILE))) throw RpcErrors.forbidden(GrantMessages.adminRequired);
}
