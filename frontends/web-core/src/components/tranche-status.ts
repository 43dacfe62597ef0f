import type { TrancheStatus } from '@portal/contracts/web';
import type { BadgeTone } from './StatusBadge';

/** A grant tranche's status as a badge: its tone and its `ui` catalogue key (the recipient's and the staff's screens alike). */
export const TRANCHE_STATUS_TONE: Record<TrancheStatus, BadgeTone> = { scheduled: 'neutral', due: 'info', released: 'success', withheld: 'warning' };
export const TRANCHE_STATUS_LABEL = {
  scheduled: 'grant.statusScheduled',
  due: 'grant.statusDue',
  released: 'grant.statusReleased',
  withheld: 'grant.statusWithheld',
} as const satisfies Record<TrancheStatus, string>;
