import type { ReactNode } from 'react';
import { FINANCIAL_RECENT_COUNT, UNKNOWN_USER, formatUsd, type NamedUser } from '@portal/contracts/web';
import { formatDateTime, formatStatus } from '@portal/web-core';
import { DataTable, QueryStatus, StatusBadge } from '@portal/web-core/ui';
import { useRecentActivity } from '../api/recent-activity';

const who = ({ user }: NamedUser) => user?.fullName ?? UNKNOWN_USER;

function RecentTable<T extends { id: string }>({
  title,
  rows,
  columns,
  empty,
  renderCells,
}: {
  title: string;
  rows: T[];
  columns: string[];
  empty: string;
  renderCells: (row: T) => ReactNode;
}) {
  return (
    <div className="card adm-recent">
      <h3 className="adm-subhead">
        {FINANCIAL_RECENT_COUNT} most recent {title.toLowerCase()}
      </h3>
      <DataTable
        label={`Recent ${title.toLowerCase()}`}
        columns={columns}
        rows={rows}
        empty={empty}
        emptyClassName="adm-empty"
        renderRow={(row) => <tr key={row.id}>{renderCells(row)}</tr>}
      />
    </div>
  );
}

/** A transfer's or withdrawal's cells: number and date, whose, to whom (transfers), amount and status. */
function MoveCells({
  move,
  personLabel,
  to,
}: {
  move: NamedUser & { transactionNumber: string; createdAt: string; amountCents: number; status: string };
  personLabel: string;
  to?: string;
}) {
  return (
    <>
      <td data-label="Number" className="adm-mono">
        {move.transactionNumber}
        <div className="adm-muted">{formatDateTime(move.createdAt)}</div>
      </td>
      <td data-label={personLabel}>{who(move)}</td>
      {to !== undefined && <td data-label="To">{to}</td>}
      <td data-label="Amount">{formatUsd(move.amountCents)}</td>
      <td data-label="Status">{formatStatus(move.status)}</td>
    </>
  );
}

/** Financial Activity (spec 2 §2.9): the five most recent transactions, transfers and withdrawals, naming each recipient. */
export function RecentActivity() {
  const recent = useRecentActivity();
  const data = recent.data;
  return (
    <section aria-label="Recent activity">
      <QueryStatus query={recent} loading="Loading recent activity…" errorText={(error) => `Failed to load recent activity: ${error.message}`} />
      {data && (
        <div className="adm-recent-grid">
          <RecentTable
            title="Transactions"
            rows={data.transactions}
            columns={['Transaction', 'User', 'Amount', 'Date']}
            empty="No transactions yet."
            renderCells={(t) => (
              <>
                <td data-label="Transaction" className="adm-mono">
                  {t.transactionNumber}
                  <div className="adm-muted">{t.description}</div>
                </td>
                <td data-label="User">{who(t)}</td>
                <td data-label="Amount">
                  <StatusBadge tone={t.type === 'credit' ? 'success' : 'warning'}>{(t.type === 'debit' ? '−' : '+') + formatUsd(t.amountCents)}</StatusBadge>
                </td>
                <td data-label="Date">{formatDateTime(t.createdAt)}</td>
              </>
            )}
          />
          <RecentTable
            title="Transfers"
            rows={data.transfers}
            columns={['Transfer', 'From', 'To', 'Amount', 'Status']}
            empty="No transfers yet."
            renderCells={(t) => <MoveCells move={t} personLabel="From" to={t.recipientName} />}
          />
          <RecentTable
            title="Withdrawals"
            rows={data.withdrawals}
            columns={['Withdrawal', 'User', 'Amount', 'Status']}
            empty="No withdrawals yet."
            renderCells={(w) => <MoveCells move={w} personLabel="User" />}
          />
        </div>
      )}
    </section>
  );
}
