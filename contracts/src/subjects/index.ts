import { type z } from 'zod';
import { AccountsKycEvents, AccountsKycRpc } from './accounts-kyc.js';
import { AuditEvents } from './every-service.js';
import { IdentityEvents, IdentityRpc } from './identity.js';
import { LedgerAccountingRpc } from './ledger-accounting.js';
import { LedgerPayoutsRpc } from './ledger-payouts.js';
import { LedgerWithdrawalsEvents, LedgerWithdrawalsRpc } from './ledger-withdrawals.js';
import { PaymentsEvents, PaymentsRpc } from './payments.js';
import { SupportEvents, SupportRpc } from './support.js';

export { EVENTS_STREAM, EVENTS_SUBJECT_PREFIX, type EventContract, type RpcContract } from './contract.js';
export { HealthRpc, SystemStatsRpc, healthSubject, systemStatsSubject } from './every-service.js';

/** Every request-reply message, by name; each service's own are declared in its file beside this one. */
export const Rpc = {
  ...IdentityRpc,
  ...AccountsKycRpc,
  ...LedgerWithdrawalsRpc,
  ...LedgerAccountingRpc,
  ...LedgerPayoutsRpc,
  ...PaymentsRpc,
  ...SupportRpc,
} as const;

/** Every integration event, by name; each is declared in the file of the service that publishes it. */
export const Events = {
  ...IdentityEvents,
  ...AccountsKycEvents,
  ...LedgerWithdrawalsEvents,
  ...PaymentsEvents,
  ...SupportEvents,
  ...AuditEvents,
} as const;

/** A message handler's validated input and its answer, by the contract's name in `Rpc`. */
export type RpcName = keyof typeof Rpc;
export type RpcIn<K extends RpcName> = z.output<(typeof Rpc)[K]['request']>;
export type RpcOut<K extends RpcName> = z.output<(typeof Rpc)[K]['response']>;
