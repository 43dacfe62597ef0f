import { Inject, Injectable } from '@nestjs/common';
import type { AccountHolder, AccountStatus } from '@portal/contracts';
import { PrismaService, type Db } from '../prisma/prisma.service.js';
import { Prisma, type Profile } from '../generated/prisma/client.js';
import { searchPatterns } from '../prisma/search-patterns.js';

/** Profiles and the admin action log. Methods take a transaction when they are part of one. */
@Injectable()
export class ProfilesRepository {
  constructor(@Inject(PrismaService) private readonly db: PrismaService) {}

  transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    return this.db.$transaction(work);
  }

  findById(userId: string, tx: Db = this.db): Promise<Profile | null> {
    return tx.profile.findUnique({ where: { id: userId } });
  }

  /** Whether some profile holds this account number. */
  async accountNumberTaken(accountNumber: string): Promise<boolean> {
    return (await this.db.profile.count({ where: { accountNumber } })) > 0;
  }

  create(data: Prisma.ProfileCreateInput, tx: Db): Promise<Profile> {
    return tx.profile.create({ data });
  }

  /** How many profiles carry this grant number (more than one is a grant conflict). */
  countWithGrant(grantNumber: string, tx: Db = this.db): Promise<number> {
    return tx.profile.count({ where: { grantNumber } });
  }

  /** Newest first, optionally with one account status. */
  list(status: AccountStatus | undefined, limit: number): Promise<Profile[]> {
    return this.db.profile.findMany({ where: status ? { accountStatus: status } : {}, orderBy: { createdAt: 'desc' }, take: limit });
  }

  /** Which of these grant numbers are held by more than one profile. */
  async sharedGrantNumbers(grantNumbers: string[]): Promise<Set<string>> {
    const counts = await this.db.profile.groupBy({
      by: ['grantNumber'],
      where: { grantNumber: { in: [...new Set(grantNumbers)] } },
      _count: { _all: true },
    });
    return new Set(counts.filter((c) => c._count._all > 1).map((c) => c.grantNumber));
  }

  setAccountStatus(userId: string, status: string, tx: Db): Promise<Profile> {
    return tx.profile.update({ where: { id: userId }, data: { accountStatus: status } });
  }

  async recordAdminAction(action: Prisma.AdminActionCreateInput, tx: Db): Promise<void> {
    await tx.adminAction.create({ data: action });
  }

  /** The holder of an account number and their account status, nothing more. */
  holderOfAccountNumber(accountNumber: string): Promise<AccountHolder | null> {
    // The column is text in Prisma's types; only AccountStatus values are ever written to it (and the answer is checked against the contract).
    return this.db.profile.findUnique({ where: { accountNumber }, select: { id: true, accountStatus: true } }) as Promise<AccountHolder | null>;
  }

  updateContact(
    userId: string,
    data: Pick<Prisma.ProfileUpdateInput, 'mobile' | 'address' | 'city' | 'state' | 'zipCode' | 'country'>,
    tx: Db,
  ): Promise<Profile> {
    return tx.profile.update({ where: { id: userId }, data });
  }

  async recordAudit(entry: Prisma.AuditLogCreateInput, tx: Db): Promise<void> {
    await tx.auditLog.create({ data: entry });
  }

  /** Returns whether a profile was there to delete. */
  async delete(userId: string): Promise<boolean> {
    const { count } = await this.db.profile.deleteMany({ where: { id: userId } });
    return count > 0;
  }

  /**
   * One page of the admin Users list: statuses (null: all), a case-insensitive substring of name,
   * e-mail or grant number (served by the trigram index), newest first. With a search, also the total it
   * matches: a page that ends before its limit tells it (an e-mail or a grant number matches a few profiles, so
   * the search runs once), a full page or one past the end is followed by a count. Without a search the caller
   * takes the total from the kept counts (`filterCounts`) instead of counting every profile of the filter. (One
   * scan for both, count(*) OVER (), was measured and left: for a common name it reads every match where the page
   * alone stops after a few rows.)
   */
  async search(statuses: string[] | null, search: string | undefined, offset: number, limit: number): Promise<{ rows: Profile[]; total?: number }> {
    const source = this.searchSource(statuses, search);
    const ids = await this.db.$queryRaw<{ id: string }[]>`SELECT id FROM ${source} ORDER BY created_at DESC, id OFFSET ${offset} LIMIT ${limit}`;
    const [rows, total] = await Promise.all([
      this.db.profile.findMany({ where: { id: { in: ids.map((r) => r.id) } } }),
      search ? this.searchTotal(source, offset, limit, ids.length) : undefined,
    ]);
    const order = new Map(ids.map((r, i) => [r.id, i]));
    return { rows: rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!), ...(total === undefined ? {} : { total }) };
  }

  /**
   * The profiles a Users page reads from (id and created_at), as a FROM item. A search whose most selective word is
   * not the whole of it (`searchPatterns`: an e-mail's numbered part, a grant number's serial) asks the trigram index
   * for that word and checks the candidates against the whole search (OFFSET 0 keeps the planner from adding the whole
   * search's common trigrams back to the index lookup); any other search is one filter, which the planner may also
   * answer by walking the newest profiles first.
   */
  private searchSource(statuses: string[] | null, search: string | undefined): Prisma.Sql {
    const text = Prisma.sql`lower(full_name || ' ' || email || ' ' || grant_number)`;
    const status = statuses ? Prisma.sql`account_status IN (${Prisma.join(statuses)})` : Prisma.sql`TRUE`;
    if (!search) return Prisma.sql`profiles WHERE ${status}`;
    const { exact, indexed } = searchPatterns(search);
    if (indexed === exact) return Prisma.sql`profiles WHERE ${status} AND ${text} LIKE ${exact}`;
    return Prisma.sql`(SELECT id, created_at, ${text} AS text FROM profiles WHERE ${status} AND ${text} LIKE ${indexed} OFFSET 0) p
      WHERE p.text LIKE ${exact}`;
  }

  /** A search's total: told by a page that ends before its limit (or an empty first page), else counted. */
  private async searchTotal(source: Prisma.Sql, offset: number, limit: number, found: number): Promise<number> {
    if (found < limit && (found > 0 || offset === 0)) return offset + found;
    const [{ total }] = await this.db.$queryRaw<{ total: number }[]>`SELECT count(*)::int AS total FROM ${source}`;
    return total;
  }

  /** How many profiles each Users filter holds (approved includes active), from the kept counts (migration 0012). */
  async filterCounts(): Promise<{ all: number; pending: number; approved: number; rejected: number }> {
    const [row] = await this.db.$queryRaw<{ all: number; pending: number; approved: number; rejected: number }[]>`
      SELECT coalesce(sum(profiles), 0)::int AS all,
             coalesce(sum(profiles) FILTER (WHERE account_status = 'pending'), 0)::int AS pending,
             coalesce(sum(profiles) FILTER (WHERE account_status IN ('approved', 'active')), 0)::int AS approved,
             coalesce(sum(profiles) FILTER (WHERE account_status = 'rejected'), 0)::int AS rejected
      FROM profile_status_counts`;
    return row;
  }

  /**
   * The Overview's account figures, in one statement over the kept counts (migration 0012): a few dozen rows whatever
   * the number of profiles, and the grant numbers held more than once from their partial index.
   */
  async overview(): Promise<{ totalUsers: number; activeUsers: number; pendingAccounts: number; pendingKyc: number; grantConflicts: number }> {
    const [row] = await this.db.$queryRaw<{ totalUsers: number; activeUsers: number; pendingAccounts: number; pendingKyc: number; grantConflicts: number }[]>`
      SELECT coalesce(sum(profiles), 0)::int AS "totalUsers",
             coalesce(sum(profiles) FILTER (WHERE account_status IN ('approved', 'active') AND is_active), 0)::int AS "activeUsers",
             coalesce(sum(profiles) FILTER (WHERE account_status = 'pending'), 0)::int AS "pendingAccounts",
             coalesce(sum(profiles) FILTER (WHERE kyc_status = 'pending'), 0)::int AS "pendingKyc",
             (SELECT count(*)::int FROM grant_number_holders WHERE holders > 1) AS "grantConflicts"
      FROM profile_status_counts`;
    return row;
  }

  /**
   * The KYC funnel from the kept counts (migration 0012): signed up, account approved (approved or active), documents
   * sent (a KYC status past not_submitted) and identity verified (KYC approved); each stage counts only
   * profiles that reached the stages before it.
   */
  async kycFunnel(): Promise<{ registered: number; approved: number; documents: number; verified: number }> {
    const [row] = await this.db.$queryRaw<{ registered: number; approved: number; documents: number; verified: number }[]>`
      SELECT coalesce(sum(profiles), 0)::int AS registered,
             coalesce(sum(profiles) FILTER (WHERE account_status IN ('approved', 'active')), 0)::int AS approved,
             coalesce(sum(profiles) FILTER (WHERE account_status IN ('approved', 'active') AND kyc_status <> 'not_submitted'), 0)::int AS documents,
             coalesce(sum(profiles) FILTER (WHERE account_status IN ('approved', 'active') AND kyc_status = 'approved'), 0)::int AS verified
      FROM profile_status_counts`;
    return row;
  }

  findMany(userIds: string[]): Promise<Profile[]> {
    return this.db.profile.findMany({ where: { id: { in: userIds } } });
  }

  /** Profiles sharing a grant number with another, grouped by it (oldest first within a group). */
  async conflicting(): Promise<Profile[]> {
    const ids = await this.db.$queryRaw<{ id: string }[]>`
      SELECT id FROM profiles WHERE grant_number IN (SELECT grant_number FROM profiles GROUP BY grant_number HAVING count(*) > 1)
      ORDER BY grant_number, created_at, id LIMIT 1000`;
    const rows = await this.db.profile.findMany({ where: { id: { in: ids.map((r) => r.id) } } });
    const order = new Map(ids.map((r, i) => [r.id, i]));
    return rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  }

  setActive(userId: string, active: boolean, tx: Db): Promise<Profile> {
    return tx.profile.update({ where: { id: userId }, data: { isActive: active } });
  }

  lockForUpdate(userId: string, tx: Db): Promise<unknown> {
    return tx.$queryRaw`SELECT id FROM profiles WHERE id = ${userId}::uuid FOR UPDATE`;
  }
}
