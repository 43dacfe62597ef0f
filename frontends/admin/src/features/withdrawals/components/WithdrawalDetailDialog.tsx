import { useId, useState } from 'react';
import {
  RECEIPT_NOT_AVAILABLE,
  WITHDRAWAL_FEES,
  WITHDRAWAL_STATUS_LABELS,
  formatUsd,
  isFinalWithdrawalStatus,
  maskAccountNumber,
  type WithdrawalView,
} from '@portal/contracts/web';
import { WithdrawalStatusBadge, formatDate, formatDateTime } from '@portal/web-core';
import { Dialog, DialogHeader } from '@portal/web-core/ui';
import { AdminTabs } from '../../../components/AdminTabs';

const TABS = [
  { id: 'overview', label: 'Overview' },
  { id: 'method', label: 'Method Details' },
  { id: 'receipt', label: 'Receipt' },
  { id: 'manage', label: 'Manage' },
] as const;
type Tab = (typeof TABS)[number]['id'];

/** Keys of method details that hold an account number: shown masked to the last four digits. */
const MASKED_KEY = /account.?number|iban/i;

function humanKey(key: string): string {
  const spaced = key.replace(/_/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

function detailValue(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (MASKED_KEY.test(key)) return maskAccountNumber(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Spec §2.10: detail dialog with tabs Overview, Method Details, Receipt and Manage (view-only). */
export function WithdrawalDetailDialog({ withdrawal: w, onClose }: { withdrawal: WithdrawalView; onClose: () => void }) {
  const baseId = useId();
  const titleId = `${baseId}-title`;
  const [tab, setTab] = useState<Tab>('overview');

  const details = Object.entries(w.methodDetails ?? {});
  const receiptReady = w.status === 'processing' || w.status === 'submitted' || w.status === 'completed';

  return (
    <Dialog labelledBy={titleId} onClose={onClose} className="adm-dialog-wide">
      <DialogHeader titleId={titleId} title={`Withdrawal ${w.transactionNumber}`} onClose={onClose} />
      <AdminTabs label="Withdrawal details" tabs={TABS} selected={tab} onSelect={setTab} idPrefix={baseId}>
        {tab === 'overview' && (
          <dl className="detail-list">
            <dt>Status</dt>
            <dd>
              <WithdrawalStatusBadge status={w.status} />
            </dd>
            <dt>Transaction number</dt>
            <dd>{w.transactionNumber}</dd>
            <dt>User id</dt>
            <dd>{w.userId}</dd>
            <dt>Method</dt>
            <dd>{WITHDRAWAL_FEES[w.method].label}</dd>
            <dt>Amount</dt>
            <dd>{formatUsd(w.amountCents)}</dd>
            <dt>Fee</dt>
            <dd>{formatUsd(w.feeCents)}</dd>
            <dt>Net amount</dt>
            <dd>{formatUsd(w.netCents)}</dd>
            <dt>Grant-year quarter</dt>
            <dd>{w.quarterPeriod || '—'}</dd>
            <dt>Description</dt>
            <dd>{w.description || '—'}</dd>
            <dt>Requested</dt>
            <dd>{formatDateTime(w.createdAt)}</dd>
          </dl>
        )}
        {tab === 'method' && (
          <>
            <h3 className="adm-subhead">{WITHDRAWAL_FEES[w.method].label}</h3>
            {details.length === 0 ? (
              <p className="adm-empty">No method details were recorded.</p>
            ) : (
              <dl className="detail-list">
                {details.map(([key, value]) => (
                  <div key={key} className="adm-contents">
                    <dt>{humanKey(key)}</dt>
                    <dd>{detailValue(key, value)}</dd>
                  </div>
                ))}
              </dl>
            )}
          </>
        )}
        {tab === 'receipt' &&
          (receiptReady ? (
            <div className="adm-receipt">
              <h3 className="adm-subhead">Withdrawal Receipt</h3>
              <dl className="detail-list">
                <dt>Receipt for</dt>
                <dd>{w.transactionNumber}</dd>
                <dt>Amount</dt>
                <dd>{formatUsd(w.amountCents)}</dd>
                <dt>Processing fee</dt>
                <dd>{formatUsd(w.feeCents)}</dd>
                <dt>Net paid out</dt>
                <dd>{formatUsd(w.netCents)}</dd>
                <dt>Method</dt>
                <dd>{WITHDRAWAL_FEES[w.method].label}</dd>
                <dt>Status</dt>
                <dd>{WITHDRAWAL_STATUS_LABELS[w.status]}</dd>
                <dt>Completed</dt>
                <dd>{formatDateTime(w.completedAt)}</dd>
              </dl>
            </div>
          ) : (
            <p className="adm-empty">{RECEIPT_NOT_AVAILABLE}</p>
          ))}
        {tab === 'manage' && (
          <>
            <dl className="detail-list">
              <dt>Current status</dt>
              <dd>
                <WithdrawalStatusBadge status={w.status} />
              </dd>
              <dt>Processing message</dt>
              <dd>{w.processingMessage || '—'}</dd>
              <dt>Expected completion</dt>
              <dd>{formatDate(w.expectedCompletionDate)}</dd>
              <dt>Completed at</dt>
              <dd>{formatDateTime(w.completedAt)}</dd>
            </dl>
            <p className="adm-hint">
              {isFinalWithdrawalStatus(w.status)
                ? 'This withdrawal is final; its status can no longer be changed.'
                : 'View only. Change the status with the status dropdown in the withdrawal list.'}
            </p>
          </>
        )}
      </AdminTabs>
      <div className="adm-dialog-actions">
        <button type="button" className="btn btn-outline" onClick={onClose}>
          Close
        </button>
      </div>
    </Dialog>
  );
}
