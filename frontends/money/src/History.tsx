import { Dialog } from '@portal/web-core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { WITHDRAWAL_FEES, formatUsd, type WithdrawalView } from '@portal/contracts';
import { loadErrorText, useReceipt, useWithdrawals } from './api';

const STATUS_LABEL: Record<WithdrawalView['status'], string> = {
  pending: 'Pending',
  processing: 'Processing',
  completed: 'Completed',
  failed: 'Failed',
};

function formatDate(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

function matches(w: WithdrawalView, q: string): boolean {
  if (!q) return true;
  const needle = q.toLowerCase();
  return [w.transactionNumber, w.method, WITHDRAWAL_FEES[w.method]?.label ?? '', w.status, STATUS_LABEL[w.status]].some((s) =>
    s.toLowerCase().includes(needle),
  );
}

function ReceiptDialog({ withdrawal, onClose }: { withdrawal: WithdrawalView; onClose: () => void }) {
  const receipt = useReceipt(withdrawal.id);
  const frame = useRef<HTMLIFrameElement>(null);
  const printButton = useRef<HTMLButtonElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  /** Escape pressed while focus is inside the receipt frame closes the dialog too. */
  const onFrameLoad = () => {
    try {
      frame.current?.contentDocument?.addEventListener('keydown', (event) => {
        if (event.key === 'Escape') closeRef.current();
      });
    } catch {
      // a cross-origin frame: nothing to attach
    }
  };
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  useEffect(() => {
    if (receipt.error) console.warn('Receipt could not be loaded', receipt.error);
  }, [receipt.error]);

  const print = () => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      try {
        const win = frame.current?.contentWindow;
        if (!win) throw new Error('no frame');
        win.focus();
        win.print();
      } catch {
        window.print();
      }
      printButton.current?.focus();
    }, 250);
  };

  const download = () => {
    if (!receipt.data) return;
    const blob = new Blob([receipt.data.html], { type: 'text/html;charset=utf-8' });
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = `receipt-${withdrawal.id}.html`;
    document.body.appendChild(a);
    a.click();
    a.remove();
    window.setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  return (
    <Dialog labelledBy="mny-receipt-title" onClose={onClose} className="mny-receipt-dialog">
      <div className="mny-dialog-head">
        <h2 id="mny-receipt-title">Receipt {withdrawal.transactionNumber}</h2>
        <button type="button" className="mny-close" aria-label="Close receipt" onClick={onClose}>
          ×
        </button>
      </div>
      {receipt.isPending ? (
        <div className="loading" role="status">
          <div className="spinner" aria-hidden="true" />
          Loading receipt…
        </div>
      ) : receipt.isError ? (
        <div className="alert alert-warning" role="alert">
          {receipt.error.statusCode === 404 ? 'The receipt is not available yet. Please try again later.' : receipt.error.message}
        </div>
      ) : (
        <iframe
          ref={frame}
          className="mny-receipt-frame"
          title={`Receipt for ${withdrawal.transactionNumber}`}
          sandbox="allow-same-origin allow-modals"
          srcDoc={receipt.data.html}
          onLoad={onFrameLoad}
        />
      )}
      <div className="mny-actions">
        <button type="button" className="btn btn-outline" onClick={onClose}>
          Close
        </button>
        <button type="button" className="btn btn-outline" onClick={download} disabled={!receipt.data}>
          Download
        </button>
        <button ref={printButton} type="button" className="btn btn-primary" onClick={print} disabled={!receipt.data}>
          Print
        </button>
      </div>
    </Dialog>
  );
}

export function History() {
  const navigate = useNavigate();
  const list = useWithdrawals();
  const [query, setQuery] = useState('');
  const [receiptFor, setReceiptFor] = useState<WithdrawalView | null>(null);
  const shown = useMemo(() => (list.data ?? []).filter((w) => matches(w, query.trim())), [list.data, query]);

  return (
    <section className="mny-history" aria-labelledby="mny-history-title">
      <div className="mny-history-head">
        <h2 id="mny-history-title">Withdrawal History</h2>
        <div className="field mny-search">
          <label htmlFor="mny-history-search">Search</label>
          <input
            id="mny-history-search"
            className="input"
            type="search"
            placeholder="Transaction number, method or status"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
        </div>
      </div>

      {list.isPending ? (
        <div className="loading" role="status">
          <div className="spinner" aria-hidden="true" />
          Loading withdrawals…
        </div>
      ) : list.isError ? (
        <div className="alert alert-error" role="alert">
          {loadErrorText(list.error)}{' '}
          <button type="button" className="btn btn-outline btn-sm" onClick={() => void list.refetch()}>
            Retry
          </button>
        </div>
      ) : shown.length === 0 ? (
        <div className="mny-empty">
          <p>{(list.data ?? []).length > 0 ? 'No matching withdrawals' : 'No withdrawals yet'}</p>
          <button type="button" className="btn btn-primary" onClick={() => navigate('/withdrawals/new')}>
            New Withdrawal
          </button>
        </div>
      ) : (
        <ul className="mny-cards" aria-label="Withdrawals">
          {shown.map((w) => (
            <li key={w.id}>
              <article className="mny-card" aria-labelledby={`mny-w-${w.id}`} data-testid="withdrawal-card" data-status={w.status}>
                <header className="mny-card-head">
                  <div>
                    <h3 id={`mny-w-${w.id}`} className="mny-txn">
                      {w.transactionNumber}
                    </h3>
                    <time dateTime={w.createdAt} className="mny-muted">
                      {formatDate(w.createdAt)}
                    </time>
                  </div>
                  <span className={`mny-badge mny-badge-${w.status}`}>{STATUS_LABEL[w.status]}</span>
                </header>
                <dl className="mny-card-grid">
                  <div>
                    <dt>Amount</dt>
                    <dd>{formatUsd(w.amountCents)}</dd>
                  </div>
                  <div>
                    <dt>Net Amount</dt>
                    <dd>{formatUsd(w.netCents)}</dd>
                  </div>
                  <div>
                    <dt>Method</dt>
                    <dd>{WITHDRAWAL_FEES[w.method]?.label ?? w.method}</dd>
                  </div>
                  <div>
                    <dt>Fee</dt>
                    <dd>{formatUsd(w.feeCents)}</dd>
                  </div>
                  <div className="mny-wide">
                    <dt>Description</dt>
                    <dd>{w.description || `Withdrawal via ${WITHDRAWAL_FEES[w.method]?.label ?? w.method}`}</dd>
                  </div>
                  <div className="mny-wide">
                    <dt>ID</dt>
                    <dd className="mny-id">{w.id}</dd>
                  </div>
                </dl>
                {(w.status === 'completed' || w.status === 'processing') && (
                  <div className="mny-actions">
                    <button
                      type="button"
                      className="btn btn-outline btn-sm"
                      onClick={() => setReceiptFor(w)}
                    >
                      Receipt
                    </button>
                  </div>
                )}
              </article>
            </li>
          ))}
        </ul>
      )}
      {receiptFor && <ReceiptDialog withdrawal={receiptFor} onClose={() => setReceiptFor(null)} />}
    </section>
  );
}
