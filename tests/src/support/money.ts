import { randomUUID } from 'node:crypto';
import { Rpc, type ApiErrorBody, type CreateWithdrawalResult, Api } from '@portal/contracts';
import { NatsRpc } from './rpc.js';
import { tokenFor, DEMO_ADMIN } from './platform.js';
import { approvedRecipientWithToken, pdfBytes, uploadKyc } from './kyc.js';
import { clientFor, type BodyOf } from './client.js';

export const PIN = '739164';

export const BANK_DETAILS = {
  accountHolderName: 'Amina Tester',
  bankName: 'Banque Cantonale',
  accountNumber: '0012345678',
  routingNumber: '021000021',
  accountType: 'checking',
  bankAddress: '1 Rue du Rhône, Geneva',
  beneficiaryAddress: '5 Chemin des Fleurs, Geneva',
};

function isoDateMonthsAgo(months: number): string {
  const d = new Date();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d.toISOString().slice(0, 10);
}

/** A recipient ready to move money but without a grant: approved account, KYC approved through the real upload and admin decision, a PIN. */
export async function kycApprovedRecipient() {
  const r = await approvedRecipientWithToken();
  const upload = await uploadKyc(r.token, 'aml.pdf', pdfBytes());
  if (upload.status !== 201) throw new Error(`KYC upload failed: ${JSON.stringify(upload.body)}`);
  const admin = await tokenFor(DEMO_ADMIN.username, DEMO_ADMIN.password);
  const decision = await clientFor(admin).answer(Api.admin.kycDecide, { params: { userId: r.userId }, body: { decision: 'approved' } });
  if (decision.status !== 201) throw new Error(`KYC approval failed: ${JSON.stringify(decision.body)}`);
  const pin = await clientFor(r.token).answer(Api.pin.set, { body: { pin: PIN, confirmPin: PIN } });
  if (pin.status !== 200) throw new Error(`PIN setup failed: ${JSON.stringify(pin.body)}`);
  return { ...r, adminToken: admin };
}

/**
 * A recipient as the money features need one: approved account, KYC approved through the real
 * upload and admin decision, a PIN, and a grant opened `startedMonthsAgo` months ago.
 */
export async function fundedRecipient(totalCents: number, startedMonthsAgo: number) {
  const r = await kycApprovedRecipient();
  const rpc = new NatsRpc();
  await rpc.connect();
  try {
    await rpc.call(Rpc.ledgerOpenGrant, {
      userId: r.userId,
      title: 'Sustainable Development Fund',
      totalCents,
      startDate: isoDateMonthsAgo(startedMonthsAgo),
      idempotencyKey: randomUUID(),
    });
  } finally {
    await rpc.close();
  }
  return r;
}

/** The gateway's answer to a withdrawal: the result when accepted (201), the error fields when refused. */
export type WithdrawalAnswer = CreateWithdrawalResult & Partial<ApiErrorBody>;

export function withdraw(
  token: string,
  amountCents: number,
  options: Partial<Pick<BodyOf<typeof Api.withdrawals.create>, 'method' | 'methodDetails' | 'pin' | 'idempotencyKey'>> = {},
) {
  return clientFor(token).answer(Api.withdrawals.create, {
    body: {
      amountCents,
      method: options.method ?? 'bank_transfer',
      methodDetails: options.methodDetails ?? BANK_DETAILS,
      pin: options.pin ?? PIN,
      idempotencyKey: options.idempotencyKey ?? randomUUID(),
    },
  });
}
