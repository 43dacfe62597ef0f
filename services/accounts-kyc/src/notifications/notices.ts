import {
  PIN_RESET_PATH,
  formatUsd,
  type AccountStatusChangedEvent,
  type GrantReportDecidedEvent,
  type GrantReportDueEvent,
  type GrantTrancheReleasedEvent,
  type PasswordChangedEvent,
  type PinChangedEvent,
  type StatementReadyEvent,
  type NotificationTopic,
  type TicketRepliedEvent,
  type TicketStatusChangedEvent,
  type KycStatusChangedEvent,
  type MoveStatusChangedEvent,
  type WithdrawalStatusChangedEvent,
} from '@portal/contracts';

/** A status shown in the reader's language (`status.<value>` of the e-mail catalogue). */
export interface StatusValue {
  status: string;
}
/** A calendar month (`YYYY-MM`) named in the reader's language: "October 2026", "Oktober 2026". */
export interface MonthValue {
  month: string;
}
/** One text of the catalogue (`section.key`) with what fills its `{{…}}`; values are escaped in HTML. */
export interface Text {
  key: string;
  values?: Record<string, string | number | StatusValue | MonthValue>;
}

/** A security notice (a credential changed, a PIN reset link): mailed whatever the recipient's notification choices. */
export const SECURITY_TOPIC = 'security';

/**
 * What one event tells a recipient, before it is put in their language: the preference topic that
 * allows it (or SECURITY_TOPIC, which no preference switches off), the subject, the paragraphs, an optional quoted text (an admin's reply, a resolution's
 * notes) under a label, and the portal page to open.
 */
export interface Notice {
  topic: NotificationTopic | typeof SECURITY_TOPIC;
  userId: string;
  at: string;
  subject: Text;
  paragraphs: Text[];
  quote?: { label: Text; text: string };
  path: string;
  /** The catalogue text (with `{{url}}`) that leads to `path`; the portal's "Open the portal" line by default. */
  action?: string;
}

const status = (value: string): StatusValue => ({ status: value });
const APPROVED = new Set(['approved', 'active']);

/** Account approved or rejected (a change between approved and active, or back to pending, mails nothing). */
export function accountStatusNotice(event: AccountStatusChangedEvent): Notice | null {
  const base = { topic: 'accountStatus' as const, userId: event.userId, at: event.at, path: '/dashboard' };
  if (APPROVED.has(event.to) && !APPROVED.has(event.from)) {
    return { ...base, subject: { key: 'accountApproved.subject' }, paragraphs: [{ key: 'accountApproved.body' }, { key: 'accountApproved.next' }] };
  }
  if (event.to === 'rejected' && event.from !== 'rejected') {
    return { ...base, subject: { key: 'accountRejected.subject' }, paragraphs: [{ key: 'accountRejected.body' }, { key: 'accountRejected.next' }] };
  }
  return null;
}

/** KYC approved or rejected, with the reviewer's notes; a reset to pending mails nothing. */
export function kycStatusNotice(event: KycStatusChangedEvent): Notice | null {
  if (event.to !== 'approved' && event.to !== 'rejected') return null;
  const section = event.to === 'approved' ? 'kycApproved' : 'kycRejected';
  const notes = event.notes?.trim();
  return {
    topic: 'kycDecision',
    userId: event.userId,
    at: event.at,
    path: '/dashboard',
    subject: { key: `${section}.subject` },
    paragraphs: [{ key: `${section}.body` }, ...(notes ? [{ key: 'reviewerNotes', values: { notes } }] : []), { key: `${section}.next` }],
  };
}

type MoveEvent = MoveStatusChangedEvent;

function moveNotice(
  topic: NotificationTopic,
  section: 'transfer' | 'projectPayment' | 'withdrawal',
  event: MoveEvent | WithdrawalStatusChangedEvent,
  path: string,
  extra: Text[] = [],
): Notice | null {
  // A creation (no earlier status) is confirmed on screen; only later changes are mailed.
  if (event.from === null || event.from === event.to) return null;
  const outcome = event.to === 'completed' || event.to === 'failed' ? [{ key: `${section}.${event.to}` }] : [];
  const values = { number: event.transactionNumber, amount: formatUsd(event.amountCents), from: status(event.from), to: status(event.to) };
  return {
    topic,
    userId: event.userId,
    at: event.at,
    path,
    subject: { key: `${section}.subject`, values: { number: event.transactionNumber, status: status(event.to) } },
    paragraphs: [{ key: `${section}.body`, values: 'netCents' in event ? { ...values, net: formatUsd(event.netCents) } : values }, ...outcome, ...extra],
  };
}

export function withdrawalStatusNotice(event: WithdrawalStatusChangedEvent): Notice | null {
  const message = event.message?.trim();
  return moveNotice('withdrawalStatus', 'withdrawal', event, '/withdrawals/history', message ? [{ key: 'withdrawal.message', values: { message } }] : []);
}

export function transferStatusNotice(event: MoveEvent): Notice | null {
  return moveNotice('transferStatus', 'transfer', event, '/dashboard');
}

export function projectPaymentStatusNotice(event: MoveEvent): Notice | null {
  return moveNotice('projectPaymentStatus', 'projectPayment', event, '/dashboard');
}

const REPORT_TEXTS = {
  approved: ['grantReport.approvedSubject', 'grantReport.approvedBody'],
  changes_requested: ['grantReport.changesSubject', 'grantReport.changesBody'],
  rejected: ['grantReport.rejectedSubject', 'grantReport.rejectedBody'],
} as const satisfies Record<GrantReportDecidedEvent['decision'], readonly [string, string]>;

/** A notice about the recipient's grant (topic "Grant progress"), leading to My grant: one subject and one paragraph. */
function grantNotice(event: { userId: string; at: string }, subject: string, body: string, values: Text['values']): Notice {
  return {
    topic: 'grantProgress',
    userId: event.userId,
    at: event.at,
    path: '/dashboard?tab=grant',
    subject: { key: subject, values },
    paragraphs: [{ key: body, values }],
  };
}

/** A progress report approved, sent back for changes or rejected, with the reviewer's comment. */
export function grantReportNotice(event: GrantReportDecidedEvent): Notice {
  const [subject, body] = REPORT_TEXTS[event.decision];
  const notice = grantNotice(event, subject, body, { milestone: event.milestoneTitle, grant: event.grantTitle });
  const comment = event.comment?.trim();
  return comment ? { ...notice, quote: { label: { key: 'grantReport.comment' }, text: comment } } : notice;
}

/** A reminder: a milestone's report is due soon, or overdue. */
export function grantReportDueNotice(event: GrantReportDueEvent): Notice {
  const [subject, body] = event.overdue
    ? ['grantReportDue.overdueSubject', 'grantReportDue.overdueBody']
    : ['grantReportDue.dueSubject', 'grantReportDue.dueBody'];
  return grantNotice(event, subject, body, { milestone: event.milestoneTitle, grant: event.grantTitle, date: event.dueDate });
}

/** A grant tranche paid into the recipient's account. */
export function grantTrancheNotice(event: GrantTrancheReleasedEvent): Notice {
  const values = { number: event.number, grant: event.grantTitle, amount: formatUsd(event.amountCents), transaction: event.transactionNumber };
  return grantNotice(event, 'grantTranche.subject', 'grantTranche.body', values);
}

/** A month has ended: its statement can be downloaded under Transactions. */
export function statementReadyNotice(event: StatementReadyEvent): Notice {
  const values = { month: { month: event.month } };
  return {
    topic: 'statements',
    userId: event.userId,
    at: event.at,
    path: '/dashboard?tab=transactions',
    subject: { key: 'statementReady.subject', values },
    paragraphs: [{ key: 'statementReady.body', values }],
  };
}

/** An admin's reply to the recipient's ticket (the recipient's own replies mail nothing). */
export function ticketReplyNotice(event: TicketRepliedEvent): Notice | null {
  if (event.authorRole !== 'admin') return null;
  const values = { number: event.number, subject: event.subject };
  return {
    topic: 'ticketReplies',
    userId: event.userId,
    at: event.at,
    path: '/support',
    subject: { key: 'ticketReply.subject', values },
    paragraphs: [{ key: 'ticketReply.body', values }],
    quote: { label: { key: 'ticketReply.label' }, text: event.body },
  };
}

/** A ticket resolved (with its notes) or closed; in progress mails nothing (the admin's reply did). */
export function ticketStatusNotice(event: TicketStatusChangedEvent): Notice | null {
  if (event.to !== 'resolved' && event.to !== 'closed') return null;
  const section = event.to === 'resolved' ? 'ticketResolved' : 'ticketClosed';
  const values = { number: event.number, subject: event.subject };
  const notes = event.notes?.trim();
  return {
    topic: 'ticketReplies',
    userId: event.userId,
    at: event.at,
    path: '/support',
    subject: { key: `${section}.subject`, values },
    paragraphs: [{ key: `${section}.body`, values }],
    ...(notes ? { quote: { label: { key: `${section}.label` }, text: notes } } : {}),
  };
}

/** A PIN set, changed, reset by link or deleted: a security notice, with what to do if it was not the reader. */
export function pinChangedNotice(event: PinChangedEvent): Notice {
  return {
    topic: SECURITY_TOPIC,
    userId: event.userId,
    at: event.at,
    path: '/settings',
    subject: { key: `security.pin_${event.change}.subject` },
    paragraphs: [
      { key: `security.pin_${event.change}.body` },
      ...(event.change === 'reset' ? [{ key: 'security.holdAfterReset' }] : []),
      { key: 'security.notYou' },
    ],
  };
}

/** A password changed in Settings or reset by link: a security notice. */
export function passwordChangedNotice(event: PasswordChangedEvent): Notice {
  return {
    topic: SECURITY_TOPIC,
    userId: event.userId,
    at: event.at,
    path: '/settings',
    subject: { key: `security.password_${event.how}.subject` },
    paragraphs: [{ key: `security.password_${event.how}.body` }, { key: 'security.notYou' }],
  };
}

/** The PIN reset link: the page of the web app that takes the token, valid until `expiresAt`. */
export function pinResetLinkNotice(request: { userId: string; token: string; expiresAt: string }): Notice {
  const path = `${PIN_RESET_PATH}?token=${encodeURIComponent(request.token)}`;
  return {
    topic: SECURITY_TOPIC,
    userId: request.userId,
    at: new Date().toISOString(),
    path,
    subject: { key: 'security.pinResetLink.subject' },
    paragraphs: [{ key: 'security.pinResetLink.body' }, { key: 'security.pinResetLink.notYou' }],
    action: 'security.pinResetLink.action',
  };
}
