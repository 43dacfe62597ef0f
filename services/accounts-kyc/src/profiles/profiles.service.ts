import { Inject, Injectable } from '@nestjs/common';
import { RpcException } from '@nestjs/microservices';
import {
  DEFAULT_PREFERENCES,
  Events,
  KYC_FUNNEL_STAGES,
  type KycFunnelStep,
  type AccountHolder,
  statusesOfFilter,
  type GrantConflict,
  type PersonName,
  type ProfilePage,
  TransferMessages,
  type CreateProfileRequestSchema,
  type ListProfilesRequestSchema,
  type RpcIn,
  type SetAccountStatusRequest,
  type StoredProfile,
} from '@portal/contracts';
import { RpcErrors, enqueueEvent, recordAdminAction } from '@portal/service-kit';
import type { z } from 'zod';
import { Prisma, type Profile } from '../generated/prisma/client.js';
import { randomAccountNumber } from './account-number.js';
import { toProfile } from './profile.mapper.js';
import { ProfilesRepository } from './profiles.repository.js';
import { PreferencesRepository } from '../preferences/preferences.repository.js';
import { publishAccountStatusChanged, publishProfileCreated } from './events/profiles.events.js';

/**
 * How many random account numbers a new profile draws before giving up: a draw collides only as often as
 * the share of the ten million numbers already given out, so a fifth draw is all but never needed.
 */
const ACCOUNT_NUMBER_DRAWS = 5;

type CreateProfile = z.output<typeof CreateProfileRequestSchema>;
type ListProfiles = z.output<typeof ListProfilesRequestSchema>;

@Injectable()
export class ProfilesService {
  constructor(
    @Inject(ProfilesRepository) private readonly profiles: ProfilesRepository,
    @Inject(PreferencesRepository) private readonly preferences: PreferencesRepository,
  ) {}

  /**
   * Creates the profile with a fresh account number. Idempotent on the user id: a retry of the
   * same registration returns the existing profile. A grant number already in use is accepted and
   * shows up as a grant conflict for the admins.
   */
  async create(input: CreateProfile): Promise<StoredProfile> {
    const existing = await this.profiles.findById(input.userId);
    if (existing) return this.withConflict(existing);
    for (let draw = 1; ; draw++) {
      const accountNumber = randomAccountNumber();
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
              accountNumber,
              accountStatus: input.accountStatus,
              kycStatus: input.kycStatus,
            },
            tx,
          );
          // The language the visitor chose before registering is the account's first preference (the rest default).
          if (input.language && input.language !== DEFAULT_PREFERENCES.language)
            await this.preferences.save(created.id, { ...DEFAULT_PREFERENCES, language: input.language }, tx);
          await publishProfileCreated(tx, created, (await this.profiles.countWithGrant(created.grantNumber, tx)) > 1);
          return created;
        });
        return this.withConflict(row);
      } catch (error) {
        if (!(error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002')) throw error;
        // The random number was taken already: draw another (the transaction was rolled back whole).
        if (draw < ACCOUNT_NUMBER_DRAWS && (await this.profiles.accountNumberTaken(accountNumber))) continue;
        throw RpcErrors.conflict('An account with this email already exists');
      }
    }
  }

  async get(userId: string): Promise<StoredProfile> {
    const row = await this.profiles.findById(userId);
    if (!row) throw RpcErrors.notFound('Profile not found');
    return this.withConflict(row);
  }

  /** Who holds an account number (spaces and dashes ignored) and their account status, for transfers within UNSEAF. */
  async byAccountNumber(accountNumber: string): Promise<AccountHolder> {
    const holder = await this.profiles.holderOfAccountNumber(accountNumber.replace(/[\s-]+/g, ''));
    if (!holder) throw RpcErrors.notFound(TransferMessages.unknownAccount);
    return holder;
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
      // Under the row lock: two concurrent decisions change (and announce and audit) the status once.
      await this.profiles.lockForUpdate(input.userId, tx);
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
      await recordAdminAction(tx, {
        service: 'accounts-kyc',
        actorId: input.actorId,
        action: 'account_status_change',
        targetType: 'user',
        targetId: input.userId,
        userId: input.userId,
        oldValue: before.accountStatus,
        newValue: input.status,
        description: `Account status set to ${input.status}`,
      });
      return after;
    });
    return this.withConflict(row);
  }

  /** Removes a profile (used to undo a registration whose login could not be completed). */
  delete(userId: string): Promise<boolean> {
    return this.profiles.delete(userId);
  }

  /** The admin Users list: one page by filter and search, and each filter's count. */
  async search(input: RpcIn<'accountsSearchProfiles'>): Promise<ProfilePage> {
    const [{ rows, total }, counts] = await Promise.all([
      this.profiles.search(statusesOfFilter(input.filter), input.search || undefined, (input.page - 1) * input.pageSize, input.pageSize),
      this.profiles.filterCounts(),
    ]);
    const shared = await this.profiles.sharedGrantNumbers(rows.map((r) => r.grantNumber));
    // Without a search the filter's total is its kept count (the same statuses as statusesOfFilter's).
    return {
      items: rows.map((r) => toProfile(r, shared.has(r.grantNumber))),
      total: total ?? counts[input.filter],
      page: input.page,
      pageSize: input.pageSize,
      counts,
    };
  }

  /** Names for admin lists (ids without a profile are left out: the caller shows 'Unknown User'). */
  async names(userIds: string[]): Promise<PersonName[]> {
    if (userIds.length === 0) return [];
    const rows = await this.profiles.findMany([...new Set(userIds)]);
    return rows.map((r) => ({ userId: r.id, fullName: r.fullName, email: r.email, accountNumber: r.accountNumber }));
  }

  overview() {
    return this.profiles.overview();
  }

  /** The KYC funnel's stages in order, each with how many profiles reached it. */
  async kycFunnel(): Promise<KycFunnelStep[]> {
    const counts = await this.profiles.kycFunnel();
    return KYC_FUNNEL_STAGES.map((stage) => ({ stage, count: counts[stage] }));
  }

  async grantConflicts(): Promise<GrantConflict[]> {
    const groups = new Map<string, GrantConflict>();
    for (const row of await this.profiles.conflicting()) {
      const group = groups.get(row.grantNumber) ?? { grantNumber: row.grantNumber, count: 0, users: [] };
      group.users.push(toProfile(row, true));
      group.count = group.users.length;
      groups.set(row.grantNumber, group);
    }
    return [...groups.values()];
  }

  /** Activates or deactivates an account; a deactivated one is refused by the gateway like a blocked status. */
  async setActive(input: RpcIn<'accountsSetActive'>): Promise<StoredProfile> {
    const row = await this.profiles.transaction(async (tx) => {
      await this.profiles.lockForUpdate(input.userId, tx);
      const before = await this.profiles.findById(input.userId, tx);
      if (!before) throw RpcErrors.notFound('Profile not found');
      if (before.isActive === input.active) return before;
      const after = await this.profiles.setActive(input.userId, input.active, tx);
      await enqueueEvent(tx, Events.accountActivityChanged, {
        userId: input.userId,
        active: input.active,
        actorId: input.actorId,
        at: after.updatedAt.toISOString(),
      });
      await recordAdminAction(tx, {
        service: 'accounts-kyc',
        actorId: input.actorId,
        action: 'account_activation',
        targetType: 'user',
        targetId: input.userId,
        userId: input.userId,
        oldValue: before.isActive ? 'active' : 'inactive',
        newValue: input.active ? 'active' : 'inactive',
        description: input.active ? 'Account activated' : 'Account deactivated',
      });
      return after;
    });
    return this.withConflict(row);
  }

  /** Approve All and other bulk status changes: each account changed, logged and announced as by setStatus. */
  async bulkStatus(input: RpcIn<'accountsBulkStatus'>): Promise<{ updated: StoredProfile[] }> {
    const updated: StoredProfile[] = [];
    for (const userId of [...new Set(input.userIds)]) {
      try {
        updated.push(await this.setStatus({ userId, status: input.status, actorId: input.actorId }));
      } catch (error) {
        if (!(error instanceof RpcException)) throw error; // a profile gone meanwhile is skipped
      }
    }
    return { updated };
  }

  private async withConflict(row: Profile): Promise<StoredProfile> {
    return toProfile(row, (await this.profiles.countWithGrant(row.grantNumber)) > 1);
  }
}
