import { FINANCIAL_RECENT_COUNT } from '../../admin-financial.js';
import { AdminRecentActivitySchema } from '../../schemas/admin-financial.js';
import { HealDuplicatesResultSchema } from '../../schemas/ledger.js';
import { route } from '../route.js';

/** Part of Api.admin: ledger repair and the newest financial activity. */
export const AdminFinancialRoutes = {
  fixDuplicates: route({
    method: 'POST',
    path: '/api/admin/ledger/fix-duplicates',
    tag: 'admin',
    access: 'admin',
    staff: ['finance'],
    response: HealDuplicatesResultSchema,
    summary: 'Find and renumber duplicate transaction numbers; reports what was fixed',
  }),
  recentActivity: route({
    method: 'GET',
    path: '/api/admin/financial/recent',
    tag: 'admin',
    access: 'admin',
    staff: ['finance'],
    response: AdminRecentActivitySchema,
    summary: `The ${FINANCIAL_RECENT_COUNT} newest transactions (recipients' ledger entries), transfers and withdrawals, each naming its recipient`,
  }),
} as const;
