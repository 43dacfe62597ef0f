import { type RouteDeclaration } from './route.js';
import { AdminAccountingRoutes } from './routes/admin-accounting.js';
import { AdminApprovalsRoutes } from './routes/admin-approvals.js';
import { AdminFinancialRoutes } from './routes/admin-financial.js';
import { AdminFundsRoutes } from './routes/admin-funds.js';
import { AdminGrantBudgetRoutes } from './routes/admin-grant-budget.js';
import { AdminGrantReportsRoutes } from './routes/admin-grant-reports.js';
import { AdminKycDecisionRoutes, AdminKycRoutes } from './routes/admin-kyc.js';
import { AdminMoneyMovesRoutes } from './routes/admin-money-moves.js';
import { AdminPayoutsRoutes } from './routes/admin-payouts.js';
import { AdminSupportRoutes } from './routes/admin-support.js';
import { AdminSystemRoutes } from './routes/admin-system.js';
import { AdminUserStatusRoutes, AdminUsersRoutes } from './routes/admin-users.js';
import { AdminWebhooksRoutes } from './routes/admin-webhooks.js';
import { AuthRoutes } from './routes/auth.js';
import { ChartsRoutes } from './routes/charts.js';
import { GrantRoutes } from './routes/grant.js';
import { GrantBudgetRoutes } from './routes/grant-budget.js';
import { GrantReportAttachmentRoutes } from './routes/grant-report-attachments.js';
import { KycRoutes } from './routes/kyc.js';
import { MeRoutes } from './routes/me.js';
import { PinRoutes } from './routes/pin.js';
import { PlatformRoutes } from './routes/platform.js';
import { ProjectPaymentsRoutes } from './routes/project-payments.js';
import { StatementsRoutes } from './routes/statements.js';
import { SupportRoutes } from './routes/support.js';
import { TransfersRoutes } from './routes/transfers.js';
import { WithdrawalsRoutes } from './routes/withdrawals.js';

export { ClientConfigSchema, type ClientConfig } from './routes/platform.js';

/**
 * Every HTTP route of the portal, declared once: the gateway serves and guards them from here,
 * `/api/docs` documents them, and the frontends and tests call them through the typed client.
 * Each area declares its routes in its own file under `routes/`; this object composes them.
 */
export const Api = {
  adminUsers: AdminUsersRoutes,
  platform: PlatformRoutes,
  auth: AuthRoutes,
  me: MeRoutes,
  kyc: KycRoutes,
  pin: PinRoutes,
  withdrawals: WithdrawalsRoutes,
  grant: GrantRoutes,
  grantAttachments: GrantReportAttachmentRoutes,
  grantBudget: GrantBudgetRoutes,
  transfers: TransfersRoutes,
  projectPayments: ProjectPaymentsRoutes,
  support: SupportRoutes,
  statements: StatementsRoutes,
  admin: {
    ...AdminUserStatusRoutes,
    ...AdminFundsRoutes,
    ...AdminGrantReportsRoutes,
    ...AdminGrantBudgetRoutes,
    ...AdminApprovalsRoutes,
    ...AdminFinancialRoutes,
    ...AdminMoneyMovesRoutes,
    ...AdminSupportRoutes,
    ...AdminKycDecisionRoutes,
  },
  adminKyc: AdminKycRoutes,
  adminSystem: AdminSystemRoutes,
  adminAccounting: AdminAccountingRoutes,
  adminPayouts: AdminPayoutsRoutes,
  adminWebhooks: AdminWebhooksRoutes,
  charts: ChartsRoutes,
} as const;

/** Every route as a flat list, e.g. for the OpenAPI document and the authorization matrix. */
export function allRoutes(): { name: string; declaration: RouteDeclaration }[] {
  return Object.entries(Api).flatMap(([group, routes]) =>
    Object.entries(routes as Record<string, RouteDeclaration>).map(([name, declaration]) => ({ name: `${group}.${name}`, declaration })),
  );
}
