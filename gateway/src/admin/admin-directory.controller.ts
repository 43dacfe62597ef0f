import { Controller, Inject, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { AUDIT_EXPORT_PAGE_ROWS, Api, Rpc, overviewFigures, type AdminAuditEntry, type AuditExportAfter, type RouteRequest } from '@portal/contracts';
import { RpcClient } from '@portal/service-kit';
import { CurrentUser } from '../auth/decorators.js';
import type { AuthenticatedUser } from '../auth/token-verifier.js';
import { ProfileCache } from '../auth/profile.cache.js';
import { Endpoint, RouteInput } from '../http/endpoint.js';
import { sendCsvPages } from '../http/paged-download.js';
import { withPeople } from './people.js';
import { AUDIT_CSV_HEAD, auditCsvRows } from './audit-csv.js';

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

  /**
   * The whole log of the viewer's filters as CSV, newest first, however long: a page per call (at most
   * AUDIT_EXPORT_PAGE_ROWS entries, cut to fit one NATS message), each from where the last one ended, sent as the
   * client takes them (`sendCsvPages`); the admins are named once per export.
   */
  @Endpoint(routes.auditCsv)
  async exportCsv(@RouteInput() { query }: RouteRequest<typeof routes.auditCsv>, @Res() reply: FastifyReply): Promise<void> {
    const actors = new Map<string, string | null>();
    const pageAfter = async (after?: AuditExportAfter) => {
      const page = await this.rpc.call(Rpc.auditExportPage, { ...query, after, limit: AUDIT_EXPORT_PAGE_ROWS });
      return { ...page, entries: await this.withActors(page.entries, actors) };
    };
    sendCsvPages(reply, 'admin-audit-log.csv', await pageAfter(), {
      head: AUDIT_CSV_HEAD,
      rows: (page) => auditCsvRows(page.entries),
      next: (page) => (page.next ? pageAfter(page.next) : undefined),
    });
  }

  /**
   * Names each entry's admin (their Keycloak username; one call for all the entries, the id when Keycloak cannot
   * answer). `known` carries the names already asked for across an export's pages, so a page whose admins were all
   * named before asks nobody.
   */
  private async withActors(entries: AdminAuditEntry[], known = new Map<string, string | null>()): Promise<AdminAuditEntry[]> {
    const ids = [...new Set(entries.map((e) => e.actorId))].filter((id) => !known.has(id));
    const admins = ids.length ? await this.rpc.call(Rpc.identityAdmins, { ids }).catch(() => undefined) : [];
    // Without an answer nobody new is named on this page, and the next page asks again.
    if (admins) {
      const names = new Map(admins.map((a) => [a.id, a.username]));
      for (const id of ids) known.set(id, names.get(id) ?? null);
    }
    // The entries are this request's own (parsed from the answer): named in place, not copied (an export's pages are
    // a thousand entries each).
    for (const entry of entries) entry.actorName = known.get(entry.actorId) ?? null;
    return entries;
  }
}
