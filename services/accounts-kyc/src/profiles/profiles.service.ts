import { Inject, Injectable } from '@nestjs/common';
import {
  TransferMessages,
  type CreateProfileRequestSchema,
  type ListProfilesRequestSchema,
  type RpcIn,
  type SetAccountStatusRequest,
  type StoredProfile,
} from '@portal/contracts';
import { RpcErrors } from '@portal/service-kit';
import type { z } from 'zod';
import { Prisma, type Profile } from '../generated/prisma/client.js';
import { formatAccountNumber } from './account-number.js';
import { toProfile } from './profile.mapper.js';
import { ProfilesRepository } from './profiles.repository.js';
import { publishAccountStatusChanged, publishProfileCreated } from './events/profile.events.js';

type CreateProfile = z.output<typeof CreateProfileRequestSchema>;
type ListProfiles = z.output<typeof ListProfilesRequestSchema>;

@Injectable()
export class ProfilesService {
  constructor(@Inject(ProfilesRepository) private readonly profiles: ProfilesRepository) {}

  /**
   * Creates the profile with a fresh account number. Idempotent on the user id: a retry of the
   * same registration returns the existing profile. A grant number already in use is accepted and
   * shows up as a grant conflict for the admins.
   */
  async create(input: CreateProfile): Promise<StoredProfile> {
    const existing = await this.profiles.findById(input.userId);
    if (existing) return this.withConflict(existing);
    try {
      const row = await this.profiles.transaction(async (tx) => {
        const created = await this.profiles.create(
          {
            id: input.userId,
            email: input.email,
            grantNumber: input.grantNumber,
            firstName: input.firstName,
            lastName: input.lastName,
            fullName: `${input.firstName} ${input.lastName}`,
            mobile: input.mobile,
            country: input.country,
            accountNumber: formatAccountNumber(await this.profiles.nextAccountSerial(tx)),
            accountStatus: input.accountStatus,
            kycStatus: input.kycStatus,
          },
          tx,
        );
        await publishProfileCreated(tx, created, (await this.profiles.countWithGrant(created.grantNumber, tx)) > 1);
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
    const row = await this.profiles.findById(userId);
    if (!row) throw RpcErrors.notFound('Profile not found');
    return this.withConflict(row);
  }

  /** The profile holding an account number (spaces and dashes ignored), for transfers within UNSEAF. */
  async byAccountNumber(accountNumber: string): Promise<StoredProfile> {
    const row = await this.profiles.findByAccountNumber(accountNumber.replace(/[\s-]+/g, ''));
    if (!row) throw RpcErrors.notFound(TransferMessages.unknownAccount);
    return this.withConflict(row);
  }

  /** Saves the contact details and writes one audit row naming each changed field's old and new value. */
  async update(input: RpcIn<'accountsUpdateProfile'>): Promise<StoredProfile> {
    const row = await this.profiles.transaction(async (tx) => {
      const before = await this.profiles.findById(input.userId, tx);
      if (!before) throw RpcErrors.notFound('Profile not found');
      const next = {
        mobile: input.mobile || null,
        address: input.address || null,
        city: input.city || null,
        state: input.state || null,
        zipCode: input.zipCode || null,
        country: input.country || null,
      };
      const changed = Object.fromEntries(
        Object.entries(next)
          .filter(([field, value]) => before[field as keyof typeof next] !== value)
          .map(([field, value]) => [field, { from: before[field as keyof typeof next], to: value }]),
      );
      if (Object.keys(changed).length === 0) return before;
      await this.profiles.recordAudit({ eventType: 'profile_update', userId: input.userId, action: 'profile_update', details: changed }, tx);
      return this.profiles.updateContact(input.userId, next, tx);
    });
    return this.withConflict(row);
  }

  async list(query: ListProfiles): Promise<StoredProfile[]> {
    const rows = await this.profiles.list(query.status, query.limit);
    const shared = await this.profiles.sharedGrantNumbers(rows.map((r) => r.grantNumber));
    return rows.map((r) => toProfile(r, shared.has(r.grantNumber)));
  }

  /** An admin changes an account's status; recorded in the admin action log and announced as an event. */
  async setStatus(input: SetAccountStatusRequest): Promise<StoredProfile> {
    const row = await this.profiles.transaction(async (tx) => {
      const before = await this.profiles.findById(input.userId, tx);
      if (!before) throw RpcErrors.notFound('Profile not found');
      if (before.accountStatus === input.status) return before;
      const after = await this.profiles.setAccountStatus(input.userId, input.status, tx);
      await this.profiles.recordAdminAction(
        {
          adminId: input.actorId,
          actionType: 'account_status_change',
          targetId: input.userId,
          targetType: 'user',
          oldValue: before.accountStatus,
          newValue: input.status,
          description: `Account status set to ${input.status}`,
        },
        tx,
      );
      await publishAccountStatusChanged(tx, before, after, input.actorId);
      return after;
    });
    return this.withConflict(row);
  }

  /** Removes a profile (used to undo a registration whose login could not be completed). */
  delete(userId: string): Promise<boolean> {
    return this.profiles.delete(userId);
  }

  private async withConflict(row: Profile): Promise<StoredProfile> {
    return toProfile(row, (await this.profiles.countWithGrant(row.grantNumber)) > 1);
  }
}
