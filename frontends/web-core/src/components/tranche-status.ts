import type { ReportDecision, ReportStatus, TrancheStatus } from '@portal/contracts/web';
import type { BadgeTone } from './StatusBadge';

/** A grant tranche's status as a badge: its tone and its `ui` catalogue key (the recipient's and the staff's screens alike). */
export const TRANCHE_STATUS_TONE: Record<TrancheStatus, BadgeTone> = { scheduled: 'neutral', due: 'info', released: 'success', withheld: 'warning' };
export const TRANCHE_STATUS_LABEL = {
  scheduled: 'grant.statusScheduled',
  due: 'grant.statusDue',
  released: 'grant.statusReleased',
  withheld: 'grant.statusWithheld',
} as const satisfies Record<TrancheStatus, string>;

/** A progress report's status (or none yet) as a badge: its tone and its `ui` catalogue key. */
export const REPORT_STATUS_TONE: Record<ReportStatus | 'none', BadgeTone> = {
  none: 'neutral',
  submitted: 'info',
  changes_requested: 'warning',
  approved: 'success',
  rejected: 'danger',
};
export const REPORT_STATUS_LABEL = {
  none: 'grant.reportNone',
  submitted: 'grant.reportSubmitted',
  changes_requested: 'grant.reportChangesRequested',
  approved: 'grant.reportApproved',
  rejected: 'grant.reportRejected',
} as const satisfies Record<ReportStatus | 'none', string>;
/** A reviewer's decision in a report's history: its `ui` catalogue key. */
export const REPORT_DECISION_LABEL = {
  approved: 'grant.decisionApproved',
  changes_requested: 'grant.decisionChangesRequested',
  rejected: 'grant.decisionRejected',
} as const satisfies Record<ReportDecision, string>;
