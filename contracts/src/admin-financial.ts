import type { z } from 'zod';
import type { AdminRecentActivitySchema } from './schemas/admin-financial.js';

/** The Financial Activity tab shows this many of the newest transactions, transfers and withdrawals (spec 2 §2.9). */
export const FINANCIAL_RECENT_COUNT = 5;

export type AdminRecentActivity = z.infer<typeof AdminRecentActivitySchema>;
