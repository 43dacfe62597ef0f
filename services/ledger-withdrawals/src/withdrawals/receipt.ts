import { WITHDRAWAL_FEES, formatUsd, type WithdrawalView } from '@portal/contracts';

function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** Only the last 4 characters of an account number, wallet id or e-mail are shown. */
export function maskLast4(value: unknown): string {
  const text = String(value ?? '').replace(/\s+/g, '');
  if (!text) return '—';
  return `•••• ${text.slice(-4)}`;
}

/** What identifies where the money goes, masked. */
function destination(w: WithdrawalView): Array<[string, string]> {
  const d = w.methodDetails as Record<string, string | undefined>;
  switch (w.method) {
    case 'bank_transfer':
    case 'wire_transfer':
      return [
        ['Account holder', d.accountHolderName ?? ''],
        ['Bank', d.bankName ?? ''],
        ['Account number', maskLast4(d.accountNumber)],
      ];
    case 'digital_wallet':
      return [
        ['Wallet provider', d.walletProvider ?? ''],
        ['Wallet', maskLast4(d.walletEmail)],
      ];
    case 'check':
      return [
        ['Payee', d.payeeName ?? ''],
        ['City', `${d.city ?? ''}, ${d.country ?? ''}`],
      ];
  }
}

export function receiptTimeline(status: WithdrawalView['status']): Array<{ label: string; done: boolean }> {
  return [
    { label: 'Request Submitted', done: true },
    { label: 'Processing', done: status === 'processing' || status === 'submitted' || status === 'completed' },
    { label: 'Completed', done: status === 'completed' },
  ];
}

const when = (iso: string | null) => (iso ? new Date(iso).toUTCString() : '—');

/** A self-contained HTML receipt (inline styles, no scripts), printable and downloadable as receipt-{id}.html. */
export function renderReceipt(w: WithdrawalView, generatedAt: Date): string {
  const rows: Array<[string, string]> = [
    ['Transaction number', w.transactionNumber],
    ['Date', when(w.createdAt)],
    ['Method', WITHDRAWAL_FEES[w.method].label],
    ...destination(w),
    ['Amount', formatUsd(w.amountCents)],
    ['Processing fee', formatUsd(w.feeCents)],
    ['Net amount', formatUsd(w.netCents)],
    ['Expected completion', when(w.expectedCompletionDate)],
    ...(w.completedAt ? [['Completed', when(w.completedAt)] as [string, string]] : []),
  ];
  const timeline = receiptTimeline(w.status)
    .map((step) => `<li style="color:${step.done ? '#13a89e' : '#8a94a6'}">${step.done ? '&#10003;' : '&#9675;'} ${escapeHtml(step.label)}</li>`)
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Receipt ${escapeHtml(w.transactionNumber)}</title></head>
<body style="font-family:system-ui,sans-serif;color:#0b2545;max-width:640px;margin:24px auto;padding:0 16px">
<h1 style="margin:0">UNSEAF Grant Portal</h1>
<p style="margin:4px 0 16px">Withdrawal receipt</p>
<p><strong>Status:</strong> <span data-status>${escapeHtml(w.status.toUpperCase())}</span></p>
<table style="border-collapse:collapse;width:100%">${rows.map(([k, v]) => `<tr><th style="text-align:left;padding:6px;border-bottom:1px solid #e3e8ef">${escapeHtml(k)}</th><td style="padding:6px;border-bottom:1px solid #e3e8ef">${escapeHtml(v)}</td></tr>`).join('')}</table>
<h2 style="font-size:1rem">Timeline</h2>
<ol style="list-style:none;padding:0">${timeline}</ol>
<p style="font-size:.85rem;color:#5b6575">This is a demonstration system: no real funds move. Receipt ID ${escapeHtml(w.id)}, generated ${escapeHtml(generatedAt.toUTCString())}.</p>
</body></html>`;
}
