import { Controller, Inject, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Api, ErrorCodes, Rpc, TRANSACTIONS_EXPORT_PAGE_ROWS, type RouteRequest } from '@portal/contracts';
import { RpcClient } from '@portal/service-kit';
import { CurrentUser, RECIPIENT_ROLE, isStaff } from '../auth/decorators.js';
import type { AuthenticatedUser } from '../auth/token-verifier.js';
import { ProfileCache } from '../auth/profile.cache.js';
import { ApiError } from '../http/api-error.js';
import { Endpoint, RouteInput } from '../http/endpoint.js';
import { sendCsvPages } from '../http/paged-download.js';
import { TRANSACTION_CSV_HEAD, transactionsCsvRows } from '../transactions/csv.js';
import { LedgerReadCache } from './ledger-read.cache.js';

const routes = Api.me;

@Controller()
export class MeController {
  constructor(
    @Inject(RpcClient) private readonly rpc: RpcClient,
    @Inject(ProfileCache) private readonly profiles: ProfileCache,
    @Inject(LedgerReadCache) private readonly reads: LedgerReadCache,
  ) {}

  @Endpoint(routes.get)
  async me(@CurrentUser() user: AuthenticatedUser) {
    if (isStaff(user.roles)) {
      return { id: user.id, roles: user.roles, email: user.email, username: user.username };
    }
    if (!user.roles.includes(RECIPIENT_ROLE)) throw new ApiError(403, ErrorCodes.forbidden, 'You do not have permission to do this');
    const profile = await this.profiles.get(user.id);
    return { ...profile, roles: user.roles };
  }

  @Endpoint(routes.updateProfile)
  async updateProfile(@RouteInput() { body }: RouteRequest<typeof routes.updateProfile>, @CurrentUser() user: AuthenticatedUser) {
    const profile = await this.rpc.call(Rpc.accountsUpdateProfile, { ...body, userId: user.id });
    this.profiles.forget(user.id);
    return profile;
  }

  @Endpoint(routes.changePassword)
  changePassword(@RouteInput() { body }: RouteRequest<typeof routes.changePassword>, @CurrentUser() user: AuthenticatedUser) {
    return this.rpc.call(Rpc.identityChangePassword, { ...body, userId: user.id, keepSessionId: user.sessionId }, { timeoutMs: 20_000 });
  }

  @Endpoint(routes.preferences)
  preferences(@CurrentUser() user: AuthenticatedUser) {
    return this.rpc.call(Rpc.accountsGetPreferences, { userId: user.id });
  }

  @Endpoint(routes.updatePreferences)
  updatePreferences(@RouteInput() { body }: RouteRequest<typeof routes.updatePreferences>, @CurrentUser() user: AuthenticatedUser) {
    return this.rpc.call(Rpc.accountsSetPreferences, { ...body, userId: user.id });
  }

  @Endpoint(routes.dashboard)
  dashboard(@CurrentUser() user: AuthenticatedUser) {
    return this.reads.get(user.id, 'dashboard', () => this.rpc.call(Rpc.ledgerDashboard, { userId: user.id }));
  }

  @Endpoint(routes.transactions)
  transactions(@RouteInput() { query }: RouteRequest<typeof routes.transactions>, @CurrentUser() user: AuthenticatedUser) {
    return this.reads.get(user.id, `transactions:${JSON.stringify(query)}`, () => this.rpc.call(Rpc.ledgerTransactions, { ...query, userId: user.id }));
  }

  @Endpoint(routes.transactionsCsv)
  async exportCsv(
    @RouteInput() { query }: RouteRequest<typeof routes.transactionsCsv>,
    @CurrentUser() user: AuthenticatedUser,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const request = { ...query, limit: TRANSACTIONS_EXPORT_PAGE_ROWS, userId: user.id };
    const first = await this.rpc.call(Rpc.ledgerTransactionsExportPage, request);
    sendCsvPages(reply, 'transactions.csv', first, {
      head: TRANSACTION_CSV_HEAD,
      rows: (page) => transactionsCsvRows(page.items),
      next: (page) => (page.nextCursor ? this.rpc.call(Rpc.ledgerTransactionsExportPage, { ...request, cursor: page.nextCursor }) : undefined),
    });
  }
}
