import { Controller, Inject, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { AUDIT_CSV_MAX_ROWS, AUDIT_CSV_PAGE_ROWS, Api, Rpc, overviewFigures, type AdminAuditEntry, type RouteRequest } from '@portal/contracts';
import { RpcClient } from '@portal/service-kit';
import { CurrentUser } from '../auth/decorators.js';
import type { AuthenticatedUser } from '../auth/token-verifier.js';
import { ProfileCache } from '../auth/profile.cache.js';
import { Endpoint, RouteInput } from '../http/endpoint.js';
import { withPeople } from './people.js';
import { auditCsv } from './audit-csv.js';

const routes = Api.adminUsers;

/** The back office's Overview, Users directory, activation, deletion, Grant Conflicts and audit log. */
@Controller()
export class AdminDirectoryController {
  constructor(
    @Inject(RpcClient) private readonly rpc: RpcClient,
    @Inject(ProfileCache) private readonly profiles: ProfileCache,
  ) {}

  /** One aggregate call to each owning service, in parallel; the gateway only composes. */
  @Endpoint(routes.overview)
  async overview() {
    const [accounts, ledger, payments] = await Promise.all([
      this.rpc.call(Rpc.accountsOverview, {}),
      this.rpc.call(Rpc.ledgerOverview, {}),
      this.rpc.call(Rpc.paymentsOverview, {}),
    ]);
    return {
      ...accounts,
      totalBalanceCents: ledger.totalBalanceCents,
      transactions: ledger.transactions,
      withdrawals: ledger.withdrawals,
      transfers: payments.transfers,
      projectPayments: payments.projectPayments,
      ...overviewFigures({
        activeUsers: accounts.activeUsers,
        transactions: ledger.transactions,
        transfers: payments.transfers,
        withdrawals: ledger.withdrawals,
      }),
      recentTransactions: await withPeople(this.rpc, ledger.recentTransactions),
    };
  }

  /** A page of profiles from accounts-kyc, then that page's balances from the ledger (two round trips). */
  @Endpoint(routes.directory)
  async directory(@RouteInput() { query }: RouteRequest<typeof routes.directory>) {
    const page = await this.rpc.call(Rpc.accountsSearchProfiles, query);
    const balances = await this.rpc.call(Rpc.ledgerBalances, { userIds: page.items.map((p) => p.id) });
    const byUser = new Map(balances.map((b) => [b.userId, b.balanceCents]));
    return { ...page, items: page.items.map((p) => ({ ...p, balanceCents: byUser.get(p.id) ?? 0 })) };
  }

  @Endpoint(routes.setActive)
  async setActive(@RouteInput() { params, body }: RouteRequest<typeof routes.setActive>, @CurrentUser() admin: AuthenticatedUser) {
    const profile = await this.rpc.call(Rpc.accountsSetActive, { userId: params.id, active: body.active, actorId: admin.id });
    this.profiles.forget(params.id);
    return profile;
  }

  @Endpoint(routes.bulkStatus)
  async bulkStatus(@RouteInput() { body }: RouteRequest<typeof routes.bulkStatus>, @CurrentUser() admin: AuthenticatedUser) {
    const result = await this.rpc.call(Rpc.accountsBulkStatus, { ...body, actorId: admin.id });
    for (const id of body.userIds) this.profiles.forget(id);
    return result;
  }

  /**
   * Deleting a recipient: the profile must exist; the ledger refuses a non-zero balance (or a withdrawal
   * in progress) and otherwise closes the account; then accounts-kyc erases the personal data and
   * announces `accounts.user-erased`, on which identity removes the Keycloak login and the ledger and
   * support erase what they hold. Repeating a half-done deletion finishes it.
   */
  @Endpoint(routes.deleteUser)
  async deleteUser(@RouteInput() { params }: RouteRequest<typeof routes.deleteUser>, @CurrentUser() admin: AuthenticatedUser) {
    await this.rpc.call(Rpc.accountsGetProfile, { userId: params.id });
    await this.rpc.call(Rpc.ledgerCloseAccount, { userId: params.id, actorId: admin.id });
    await this.rpc.call(Rpc.accountsErase, { userId: params.id, actorId: admin.id });
    this.profiles.forget(params.id);
    return { deleted: true as const, userId: params.id };
  }

  @Endpoint(routes.grantConflicts)
  grantConflicts() {
    return this.rpc.call(Rpc.accountsGrantConflicts, {});
  }

  @Endpoint(routes.audit)
  async audit(@RouteInput() { query }: RouteRequest<typeof routes.audit>) {
    const page = await this.rpc.call(Rpc.auditList, query);
    return { ...page, entries: await this.withActors(page.entries) };
  }

  @Endpoint(routes.auditCsv)
  async exportCsv(@RouteInput() { query }: RouteRequest<typeof routes.auditCsv>, @Res() reply: FastifyReply): Promise<void> {
    const entries = await this.auditEntriesForExport(query);
    void reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="admin-audit-log.csv"')
      .header('cache-control', 'private, no-store')
      .send(auditCsv(entries));
  }

  /**
   * Up to AUDIT_CSV_MAX_ROWS entries of the search, newest first, read AUDIT_CSV_PAGE_ROWS per call (one answer
   * must fit in a NATS message). An entry recorded meanwhile pushes the older ones one place down, so a
   * page may repeat the end of the one before it: those repeats are dropped, and no entry is skipped.
   */
  private async auditEntriesForExport(query: RouteRequest<typeof routes.auditCsv>['query']): Promise<AdminAuditEntry[]> {
    const seen = new Set<string>();
    const entries: AdminAuditEntry[] = [];
    for (let page = 1; entries.length < AUDIT_CSV_MAX_ROWS; page++) {
      const answer = await this.rpc.call(Rpc.auditList, { ...query, page, pageSize: AUDIT_CSV_PAGE_ROWS });
      for (const entry of answer.entries) {
        if (seen.has(entry.id) || entries.length >= AUDIT_CSV_MAX_ROWS) continue;
        seen.add(entry.id);
        entries.push(entry);
      }
      if (answer.entries.length < AUDIT_CSV_PAGE_ROWS) break;
    }
    return this.withActors(entries);
  }

  /** Names each entry's admin (their Keycloak username; one call for all the entries, the id when Keycloak cannot answer). */
  private async withActors(entries: AdminAuditEntry[]): Promise<AdminAuditEntry[]> {
    const ids = [...new Set(entries.map((e) => e.actorId))];
    const admins = ids.length ? await this.rpc.call(Rpc.identityAdmins, { ids }).catch(() => []) : [];
    const names = new Map(admins.map((a) => [a.id, a.username]));
    return entries.map((e) => ({ ...e, actorName: names.get(e.actorId) ?? null }));
  }
}
