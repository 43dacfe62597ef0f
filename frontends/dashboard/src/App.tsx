import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { formatUsd, type DashboardSummary, type Profile, type TransactionView } from '@portal/contracts';
import { useAuth, useDashboard, useMe } from '@portal/web-core';
import './dashboard.css';

export const MESSAGES = {
  loadFailed: 'Failed to load dashboard data',
  userDataIssue: 'Temporary issue loading user data. Please refresh if problem persists.',
  kycRequired: 'KYC verification required to access this feature.',
  kycApprovedNotice: 'Congratulations! Your KYC verification has been approved.',
  kycRejectedNotice: 'Your KYC verification was rejected. Please review the requirements and resubmit your documents.',
  bannerApproved: 'Your KYC documents have been approved.',
  bannerPending: 'Your KYC documents are under review.',
  bannerRejected: 'Your KYC documents were rejected. Please resubmit.',
} as const;

type MoneyTab = 'withdraw' | 'transfer' | 'transactions';
const MONEY_TABS: { id: MoneyTab; label: string }[] = [
  { id: 'withdraw', label: 'Withdraw' },
  { id: 'transfer', label: 'Transfer' },
  { id: 'transactions', label: 'Transactions' },
];

const DASHBOARD_POLL_WHILE_PENDING_MS = 30_000;

/** Action button text by KYC status (spec 1 §2). */
function kycAction(status: string | undefined): { label: string; disabled: boolean } {
  switch (status) {
    case 'approved':
      return { label: 'Verification Complete', disabled: true };
    case 'pending':
      return { label: 'Documents Submitted', disabled: true };
    case 'rejected':
      return { label: 'Resubmit Documents', disabled: false };
    default:
      return { label: 'Click Here to Submit Documents', disabled: false };
  }
}

function kycText(status: string | undefined): string {
  switch (status) {
    case 'approved':
      return MESSAGES.bannerApproved;
    case 'pending':
      return MESSAGES.bannerPending;
    case 'rejected':
      return MESSAGES.bannerRejected;
    default:
      return 'Submit your AML certificate to verify your identity and unlock withdrawals, transfers and transactions.';
  }
}

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
function formatDate(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : dateFormat.format(d);
}

function LockIcon() {
  return (
    <svg className="dsh-lock" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M4 7V5a4 4 0 1 1 8 0v2h.5A1.5 1.5 0 0 1 14 8.5v5a1.5 1.5 0 0 1-1.5 1.5h-9A1.5 1.5 0 0 1 2 13.5v-5A1.5 1.5 0 0 1 3.5 7H4Zm2 0h4V5a2 2 0 1 0-4 0v2Z"
      />
    </svg>
  );
}

function Menu({ restricted, onLogout, onLocked }: { restricted: boolean; onLogout: () => void; onLocked: () => void }) {
  const [params] = useSearchParams();
  const tab = params.get('tab');
  return (
    <nav className="dsh-menu" aria-label="Dashboard menu">
      <ul>
        <li>
          <Link to="/dashboard" className={!tab ? 'is-active' : undefined} aria-current={!tab ? 'page' : undefined}>
            Dashboard
          </Link>
        </li>
        {MONEY_TABS.map((t) => (
          <li key={t.id}>
            <Link
              to={`/dashboard?tab=${t.id}`}
              className={`${tab === t.id ? 'is-active' : ''}${restricted ? ' is-locked' : ''}`.trim() || undefined}
              aria-current={tab === t.id ? 'page' : undefined}
              aria-disabled={restricted || undefined}
              title={restricted ? MESSAGES.kycRequired : undefined}
              onClick={(event) => {
                // Locked: no navigation, the main area explains why.
                if (restricted) {
                  event.preventDefault();
                  onLocked();
                }
              }}
            >
              {t.label}
              {restricted && (
                <>
                  <LockIcon />
                  <span className="visually-hidden"> (locked)</span>
                </>
              )}
            </Link>
          </li>
        ))}
        <li>
          <NavLink to="/support">Support Ticket</NavLink>
        </li>
        <li>
          <NavLink to="/settings">Settings</NavLink>
        </li>
        <li>
          <button type="button" onClick={onLogout}>
            Log Out
          </button>
        </li>
      </ul>
    </nav>
  );
}

function Sidebar({ profile, summary, restricted, onLogout, onLocked }: {
  profile: Profile;
  summary: DashboardSummary | undefined;
  restricted: boolean;
  onLogout: () => void;
  onLocked: () => void;
}) {
  const initial = (profile.firstName || profile.fullName || profile.email || '?').trim().charAt(0).toUpperCase();
  return (
    <aside className="dsh-sidebar">
      <Link to="/" className="dsh-brand">
        <span className="dsh-brand-mark" aria-hidden="true">U</span> UNSEAF Grant Portal
      </Link>
      <div className="dsh-user">
        <span className="dsh-avatar" aria-hidden="true">{initial}</span>
        <div>
          <div className="dsh-user-name">{profile.fullName || `${profile.firstName} ${profile.lastName}`}</div>
          <div className="dsh-user-balance">
            <span className="visually-hidden">Balance: </span>
            {summary ? formatUsd(summary.balanceCents) : '…'}
          </div>
        </div>
      </div>
      <Menu restricted={restricted} onLogout={onLogout} onLocked={onLocked} />
    </aside>
  );
}

function TxTable({ title, rows, empty }: { title: string; rows: TransactionView[]; empty: string }) {
  return (
    <section className="card dsh-table-card" aria-label={title}>
      <h3>{title}</h3>
      <div className="dsh-table-wrap">
        <table className="dsh-table">
          <thead>
            <tr>
              <th scope="col">TRX NO.</th>
              <th scope="col">DATE</th>
              <th scope="col" className="dsh-num">AMOUNT</th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={3} className="dsh-empty">{empty}</td>
              </tr>
            ) : (
              rows.map((t) => (
                <tr key={t.id}>
                  <td>{t.transactionNumber}</td>
                  <td>{formatDate(t.createdAt)}</td>
                  <td className="dsh-num">{formatUsd(t.amountCents)}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function PastTransactions({ rows, restricted }: { rows: TransactionView[]; restricted: boolean }) {
  return (
    <section className="card dsh-table-card" aria-labelledby="dsh-past-title">
      <div className="dsh-card-head">
        <h3 id="dsh-past-title">Past Transactions</h3>
        {!restricted && (
          <Link to="/dashboard?tab=transactions" className="btn btn-outline btn-sm">View All</Link>
        )}
      </div>
      <div className="dsh-table-wrap">
        <table className="dsh-table">
          <thead>
            <tr>
              <th scope="col">ID</th>
              <th scope="col">Type</th>
              <th scope="col">Description</th>
              <th scope="col">Date</th>
              <th scope="col" className="dsh-num">Amount</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={6} className="dsh-empty">No transactions yet</td>
              </tr>
            ) : (
              rows.map((t) => (
                <tr key={t.id}>
                  <td>{t.transactionNumber}</td>
                  <td>
                    <span className={`dsh-type dsh-type-${t.type}`}>{t.type}</span>
                  </td>
                  <td>{t.description}</td>
                  <td>{formatDate(t.createdAt)}</td>
                  <td className="dsh-num">{formatUsd(t.type === 'debit' ? -Math.abs(t.amountCents) : t.amountCents)}</td>
                  <td>{t.status}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function Overview({ profile, restricted, onOpenKyc }: { profile: Profile; restricted: boolean; onOpenKyc: () => void }) {
  const dashboard = useDashboard();
  const summary = dashboard.data;
  const action = kycAction(profile.kycStatus);

  return (
    <>
      {profile.kycStatus === 'rejected' && (
        <div className="alert alert-error dsh-banner" role="alert">
          <span>{MESSAGES.bannerRejected}</span>
          <button type="button" className="btn btn-danger btn-sm" onClick={onOpenKyc}>Resubmit</button>
        </div>
      )}

      <section className={`card dsh-action${profile.kycStatus === 'approved' ? ' is-done' : ''}`} aria-labelledby="dsh-action-title">
        <div>
          <h2 id="dsh-action-title">{profile.kycStatus === 'approved' ? 'Identity Verified' : 'Action required'}</h2>
          <p>{kycText(profile.kycStatus)}</p>
        </div>
        <button type="button" className="btn btn-primary" disabled={action.disabled} onClick={onOpenKyc}>
          {action.label}
        </button>
      </section>

      {dashboard.isError && (
        <div className="alert alert-error dsh-banner" role="alert">
          <span>{MESSAGES.loadFailed}</span>
          <button type="button" className="btn btn-outline btn-sm" onClick={() => void dashboard.refetch()}>Retry</button>
        </div>
      )}

      {dashboard.isPending && (
        <div className="loading" role="status">
          <div className="spinner" aria-hidden="true" />
          <span>Loading dashboard…</span>
        </div>
      )}

      {summary && (
        <>
          <div className="dsh-cards">
            <section className="card dsh-balance" aria-labelledby="dsh-balance-title">
              <h2 id="dsh-balance-title">Available Balance</h2>
              <p className="dsh-amount" data-testid="available-balance">{formatUsd(summary.balanceCents)}</p>
              <p className="dsh-muted">Account {profile.accountNumber}</p>
            </section>
            <section className="card" aria-labelledby="dsh-grant-title">
              <h2 id="dsh-grant-title">{summary.grant?.title ?? 'Your Grant'}</h2>
              <p className="dsh-muted">Grant Number</p>
              <p className="dsh-strong">{profile.grantNumber}</p>
              {summary.grant && <p className="dsh-muted">Total award {formatUsd(summary.grant.totalCents)}</p>}
            </section>
            <section className="card" aria-labelledby="dsh-pending-title">
              <h2 id="dsh-pending-title">Pending Withdrawals</h2>
              <p className="dsh-amount dsh-amount-sm">{formatUsd(summary.pendingWithdrawalsCents)}</p>
            </section>
            <section className="card" aria-labelledby="dsh-today-title">
              <h2 id="dsh-today-title">Today Transactions</h2>
              <p className="dsh-amount dsh-amount-sm">{summary.todayTransactionCount}</p>
            </section>
          </div>
          <div className="dsh-two">
            <TxTable title="Latest Credits" rows={summary.latestCredits} empty="Data not found" />
            <TxTable title="Latest Debits" rows={summary.latestDebits} empty="Data not found" />
          </div>
          <PastTransactions rows={summary.recent} restricted={restricted} />
        </>
      )}
    </>
  );
}

function MoneyTabView({ tab, restricted }: { tab: MoneyTab; restricted: boolean }) {
  const label = MONEY_TABS.find((t) => t.id === tab)?.label ?? '';
  if (restricted) {
    return (
      <section className="card dsh-restricted" aria-labelledby="dsh-tab-title">
        <h2 id="dsh-tab-title">
          <LockIcon /> {label}
        </h2>
        <p>{MESSAGES.kycRequired}</p>
      </section>
    );
  }
  return (
    <section className="card" aria-labelledby="dsh-tab-title">
      <h2 id="dsh-tab-title">{tab === 'transfer' ? 'Money Transfer' : tab === 'transactions' ? 'Transaction History' : 'Withdraw'}</h2>
      {tab === 'withdraw' && (
        <div className="dsh-actions-row">
          <Link to="/withdrawals/new" className="btn btn-primary">New Withdrawal</Link>
          <Link to="/withdrawals/history" className="btn btn-outline">Withdrawal History</Link>
        </div>
      )}
      {tab === 'transfer' && <p>Sending money from your grant balance is coming soon.</p>}
      {tab === 'transactions' && <p>The full transaction history with filters is coming soon.</p>}
    </section>
  );
}

function KycView({ profile, onBack }: { profile: Profile; onBack: () => void }) {
  const status = profile.kycStatus;
  const tone = status === 'approved' ? 'alert-success' : status === 'rejected' ? 'alert-error' : 'alert-info';
  return (
    <section className="card" aria-labelledby="dsh-kyc-title">
      <h2 id="dsh-kyc-title">KYC Verification</h2>
      <div className={`alert ${tone}`} role="status">{kycText(status)}</div>
      <div className="field">
        <label htmlFor="dsh-grant-number">Grant Number</label>
        <input id="dsh-grant-number" className="input" value={profile.grantNumber} readOnly />
      </div>
      <p className="dsh-muted">Uploading your AML certificate (jpg, jpeg, png, pdf, doc, docx) is coming soon.</p>
      <button type="button" className="btn btn-outline" onClick={onBack}>Back to Dashboard</button>
    </section>
  );
}

/** Shows the transient result notice when a pending KYC review is decided (5 s approved, 7 s rejected). */
function useKycResultNotice(status: string | undefined) {
  const previous = useRef(status);
  const [notice, setNotice] = useState<{ tone: 'success' | 'warning'; text: string } | null>(null);
  const queryClient = useQueryClient();
  useEffect(() => {
    const was = previous.current;
    previous.current = status;
    if (was !== 'pending' || (status !== 'approved' && status !== 'rejected')) return;
    const approved = status === 'approved';
    setNotice(approved ? { tone: 'success', text: MESSAGES.kycApprovedNotice } : { tone: 'warning', text: MESSAGES.kycRejectedNotice });
    void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    const timer = setTimeout(() => setNotice(null), approved ? 5_000 : 7_000);
    return () => clearTimeout(timer);
  }, [status, queryClient]);
  return notice;
}

function Shell({ sidebar, children }: { sidebar: ReactNode; children: ReactNode }) {
  return (
    <div className="dsh-layout">
      {sidebar}
      <main id="main" className="dsh-main">{children}</main>
    </div>
  );
}

/** Rendered by the shell for /dashboard (the tabs withdraw, transfer and transactions come with ?tab=). */
export default function DashboardApp() {
  const { logout, statusRecheckMs } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const [showKyc, setShowKyc] = useState(false);
  const [lockedNotice, setLockedNotice] = useState(false);
  const me = useMe({
    refetchInterval: (query) => (query.state.data?.kycStatus === 'pending' ? Math.min(DASHBOARD_POLL_WHILE_PENDING_MS, statusRecheckMs) : statusRecheckMs),
  });
  const dashboard = useDashboard();
  const notice = useKycResultNotice(me.data?.kycStatus);
  const routeAlert = (location.state as { alert?: string } | null)?.alert;

  useEffect(() => {
    document.title = 'Dashboard | UNSEAF Grant Portal';
  }, []);
  // A menu entry (another ?tab=) leaves the in-place KYC view.
  useEffect(() => {
    setShowKyc(false);
    setLockedNotice(false);
  }, [location.search]);

  const onLogout = () => {
    queryClient.clear();
    void logout('/');
  };

  if (me.isPending) {
    return (
      <div className="loading" role="status">
        <div className="spinner" aria-hidden="true" />
        <span>Loading dashboard…</span>
      </div>
    );
  }
  if (me.isError || !me.data) {
    return (
      <div className="container">
        <div className="alert alert-error" role="alert">{MESSAGES.userDataIssue}</div>
      </div>
    );
  }

  const profile = me.data;
  const restricted = profile.kycStatus !== 'approved';
  const tabParam = params.get('tab');
  const tab = MONEY_TABS.some((t) => t.id === tabParam) ? (tabParam as MoneyTab) : null;

  return (
    <Shell sidebar={<Sidebar
          profile={profile}
          summary={dashboard.data}
          restricted={restricted}
          onLogout={onLogout}
          onLocked={() => setLockedNotice(true)}
        />}>
      <header className="dsh-head">
        <h1>Welcome, {profile.firstName}</h1>
        <p className="dsh-muted">Here is an overview of your grant account.</p>
      </header>
      {routeAlert && (
        <div className="alert alert-warning dsh-banner" role="alert">
          <span>{routeAlert}</span>
          <button type="button" className="btn btn-outline btn-sm" onClick={() => navigate(location.pathname + location.search, { replace: true, state: null })}>
            Dismiss
          </button>
        </div>
      )}
      {lockedNotice && restricted && (
        <div className="alert alert-warning dsh-banner" role="alert">
          <span>{MESSAGES.kycRequired}</span>
        </div>
      )}
      {notice && (
        <div className={`alert alert-${notice.tone}`} role="status">{notice.text}</div>
      )}
      {showKyc ? (
        <KycView profile={profile} onBack={() => setShowKyc(false)} />
      ) : tab ? (
        <MoneyTabView tab={tab} restricted={restricted} />
      ) : (
        <Overview profile={profile} restricted={restricted} onOpenKyc={() => setShowKyc(true)} />
      )}
    </Shell>
  );
}
