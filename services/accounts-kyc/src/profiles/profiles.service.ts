import { Inject, Injectable } from '@nestjs/common';
import { Events, TransferMessages, type RpcIn, type CreateProfileRequest, type SetAccountStatusRequest, type StoredProfile, type ListProfilesRequest } from '@portal/contracts';
import { enqueueEvent, RpcErrors } from '@portal/service-kit';
import { PrismaService } from '../prisma.service.js';
import { Prisma } from '../generated/prisma/client.js';
import { formatAccountNumber } from './account-number.js';
import { toProfile } from './profile.mapper.js';
import type { z } from 'zod';
import type { CreateProfileRequestSchema, ListProfilesRequestSchema } from '@portal/contracts';

type CreateProfile = z.output<typeof CreateProfileRequestSchema>;
type ListProfiles = z.output<typeof ListProfilesRequestSchema>;

@Injectable()
export class ProfilesService {
  constructor(@Inject(PrismaService) private readonly db: PrismaService) {}

  /**
   * Creates the profile with a fresh account number. Idempotent on the user id: a retry of the
   * same registration returns the existing profile. A grant number already in use is accepted and
   * shows up as a grant conflict for the admins.
   */
  async create(input: CreateProfile): Promise<StoredProfile> {
    const existing = await this.db.profile.findUnique({ where: { id: input.userId } });
    if (existing) return this.withConflict(existing);
    try {
      const row = await this.db.$transaction(async (tx) => {
        const [{ serial }] = await tx.$queryRaw<{ serial: bigint }[]>`SELECT nextval('account_number_seq') AS serial`;
        const created = await tx.profile.create({
          data: {
            id: input.userId,
            email: input.email,
            grantNumber: input.grantNumber,
            firstName: input.firstName,
            lastName: input.lastName,
            fullName: `${input.firstName} ${input.lastName}`,
            mobile: input.mobile,
            country: input.country,
            accountNumber: formatAccountNumber(serial),
            accountStatus: input.accountStatus,
            kycStatus: input.kycStatus,
          },
        });
        const sharing = await tx.profile.count({ where: { grantNumber: created.grantNumber } });
        await enqueueEvent(tx, Events.profileCreated, {
          userId: created.id, email: created.email, grantNumber: created.grantNumber,
          accountNumber: created.accountNumber, grantConflict: sharing > 1, at: created.createdAt.toISOString(),
        });
        return created;
      });
      return this.withConflict(row);
    } catch (error) {
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
        throw RpcErrors.conflict('An account with this email already exists');
      }
      throw error;
    }
  }

  async get(userId: string): Promise<StoredProfile> {
    const row = await this.db.profile.findUnique({ where: { id: userId } });
    if (!row) throw RpcErrors.notFound('Profile not found');
    return this.withConflict(row);
  }

  /** Saves the contact details and writes one audit row naming each changed field's old and new value. */
  async update(input: RpcIn<'accountsUpdateProfile'>): Promise<StoredProfile> {
    const row = await this.db.$transaction(async (tx) => {
      const before = await tx.profile.findUnique({ where: { id: input.userId } });
      if (!before) throw RpcErrors.notFound('Profile not found');
      const next = { mobile: input.mobile || null, address: input.address || null, city: input.city || null, state: input.state || null, zipCode: input.zipCode || null, country: input.country || null };
      const changed = Object.fromEntries(Object.entries(next).filter(([field, value]) => before[field as keyof typeof next] !== value)
        .map(([field, value]) => [field, { from: before[field as keyof typeof next], to: value }]));
      if (Object.keys(changed).length === 0) return before;
      await tx.auditLog.create({ data: { eventType: 'profile_update', userId: input.userId, action: 'profile_update', details: changed } });
      return tx.profile.update({ where: { id: input.userId }, data: next });
    });
    return this.withConflict(row);
  }

  /** The profile holding an account number (spaces and dashes ignored), for transfers within UNSEAF. */
  async byAccountNumber(accountNumber: string): Promise<StoredProfile> {
    const row = await this.db.profile.findUnique({ where: { accountNumber: accountNumber.replace(/[\s-]+/g, '') } });
    if (!row) throw RpcErrors.notFound(TransferMessages.unknownAccount);
    return this.withConflict(row);
  }

  async list(query: ListProfiles): Promise<StoredProfile[]> {
    const rows = await this.db.profile.findMany({
      where: query.status ? { accountStatus: query.status } : {},
      orderBy: { createdAt: 'desc' },
      take: query.limit,
    });
    const counts = await this.db.profile.groupBy({
      by: ['grantNumber'], where: { grantNumber: { in: [...new Set(rows.map((r) => r.grantNumber))] } }, _count: { _all: true },
    });
    const shared = new Set(counts.filter((c) => c._count._all > 1).map((c) => c.grantNumber));
    return rows.map((r) => toProfile(r, shared.has(r.grantNumber)));
  }

  /** An admin changes an account's status; recorded in the admin action log and announced as an event. */
  async setStatus(input: SetAccountStatusRequest): Promise<StoredProfile> {
    const row = await this.db.$transaction(async (tx) => {
      const before = await tx.profile.findUnique({ where: { id: input.userId } });
      if (!before) throw RpcErrors.notFound('Profile not found');
      if (before.accountStatus === input.status) return before;
      const after = await tx.profile.update({ where: { id: input.userId }, data: { accountStatus: input.status } });
      await tx.adminAction.create({
        data: {
          adminId: input.actorId, actionType: 'account_status_change', targetId: input.userId, targetType: 'user',
          oldValue: before.accountStatus, newValue: input.status, description: `Account status set to ${input.status}`,
        },
      });
      await enqueueEvent(tx, Events.accountStatusChanged, {
        userId: input.userId, from: before.accountStatus, to: input.status, actorId: input.actorId, at: after.updatedAt.toISOString(),
      });
      return after;
    });
    return this.withConflict(row);
  }

  /** Removes a profile (used to undo a registration whose login could not be completed). */
  async delete(userId: string): Promise<boolean> {
    const { count } = await this.db.profile.deleteMany({ where: { id: userId } });
    return count > 0;
  }

  private async withConflict(row: Parameters<typeof toProfile>[0]): Promise<StoredProfile> {
    const sharing = await this.db.profile.count({ where: { grantNumber: row.grantNumber } });
    return toProfile(row, sharing > 1);
  }
}
