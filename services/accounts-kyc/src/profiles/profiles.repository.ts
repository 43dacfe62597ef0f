import { Inject, Injectable } from '@nestjs/common';
import type { AccountStatus } from '@portal/contracts';
import { PrismaService, type Db } from '../prisma/prisma.service.js';
import type { Prisma, Profile } from '../generated/prisma/client.js';

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

  /** The next serial for an account number (a database sequence: unique by construction). */
  async nextAccountSerial(tx: Db): Promise<bigint> {
    const [{ serial }] = await tx.$queryRaw<{ serial: bigint }[]>`SELECT nextval('account_number_seq') AS serial`;
    return serial;
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

  findByAccountNumber(accountNumber: string): Promise<Profile | null> {
    return this.db.profile.findUnique({ where: { accountNumber } });
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
}
