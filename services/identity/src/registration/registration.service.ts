import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import {
  Rpc,
  RegistrationMessages,
  validateRegistration,
  normalizeEmail,
  normalizeGrantNumber,
  blankToNull,
  type RegistrationRequest,
  type RegistrationResult,
} from '@portal/contracts';
import { randomUUID } from 'node:crypto';
import { MailQueue, RpcClient, RpcErrors, rpcError, createLogger } from '@portal/service-kit';
import { RegistrationRepository } from './registration.repository.js';
import { KeycloakAdminClient, KeycloakError } from '../keycloak/keycloak-admin.client.js';
import { registrationNoticeId, type RegistrationNoticeJob } from './registration-notice.js';

/** Membership of this group gives the realm role `recipient`. */
export const RECIPIENTS_GROUP = '/recipients';
const SWEEP_INTERVAL_MS = 60_000;
const ADDRESS_TAKEN = Symbol('address taken');
export const REGISTRATION_NOTICES = Symbol('REGISTRATION_NOTICES');

/**
 * Registration as one saga: the Keycloak login is created first, then the profile in
 * accounts-kyc. If the profile cannot be created, the login is deleted again, so no orphaned
 * login remains; a deletion that fails is retried by a sweeper until it succeeds.
 */
@Injectable()
export class RegistrationService implements OnModuleInit, OnModuleDestroy {
  private readonly log = createLogger('identity.registration');
  private sweeper: NodeJS.Timeout | undefined;

  constructor(
    @Inject(RegistrationRepository) private readonly registrations: RegistrationRepository,
    @Inject(RpcClient) private readonly rpc: RpcClient,
    @Inject(KeycloakAdminClient) private readonly keycloak: KeycloakAdminClient,
    @Inject(REGISTRATION_NOTICES) private readonly notices: MailQueue<RegistrationNoticeJob>,
  ) {}

  onModuleInit(): void {
    this.sweeper = setInterval(() => void this.retryCompensations().catch(() => undefined), SWEEP_INTERVAL_MS);
    this.sweeper.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.sweeper);
  }

  async register(request: RegistrationRequest): Promise<RegistrationResult> {
    const problem = validateRegistration(request);
    if (problem) throw RpcErrors.validation(problem);
    const email = normalizeEmail(request.email);
    const grantNumber = normalizeGrantNumber(request.grantNumber);
    const firstName = request.firstName.trim();
    const lastName = request.lastName.trim();

    const userId = await this.createLogin(email, firstName, lastName, request.password, grantNumber);
    if (userId === ADDRESS_TAKEN) return this.answerForTakenAddress(email, grantNumber);
    try {
      await this.rpc.call(Rpc.accountsCreateProfile, {
        userId,
        email,
        firstName,
        lastName,
        grantNumber,
        mobile: blankToNull(request.mobile),
        country: blankToNull(request.country),
        ...(request.language ? { language: request.language } : {}),
      });
    } catch (error) {
      this.log.error({ userId, err: (error as Error).message }, 'profile creation failed; removing the login');
      await this.compensate(userId, email, grantNumber, (error as Error).message);
      throw rpcError(502, 'PROFILE_CREATION_FAILED', RegistrationMessages.profileFailed);
    }
    await this.registrations.record({ userId, email, grantNumber, outcome: 'completed' });
    return { userId, email, grantNumber, accountStatus: 'pending' };
  }

  /**
   * An address that already has a login gets the answer of a new registration, so the form does not tell
   * who has an account: nothing is created (the id answered is a fresh one that belongs to nobody), and the
   * owner is e-mailed that someone tried, with the links to sign in and to choose a new password. The
   * notice is composed and sent by its queue after this answer, so no lookup makes this answer slower.
   */
  private async answerForTakenAddress(email: string, grantNumber: string): Promise<RegistrationResult> {
    this.log.info('registration with an address that already has a login; the owner is told');
    try {
      // One job per address: a notice waiting, running, or sent within the hour makes a repeat add nothing.
      await this.notices.add({ email }, registrationNoticeId(email));
    } catch (error) {
      this.log.error({ err: (error as Error).message }, 'could not queue the registration notice');
      throw rpcError(502, 'REGISTRATION_FAILED', RegistrationMessages.failed);
    }
    return { userId: randomUUID(), email, grantNumber, accountStatus: 'pending' };
  }

  /** The new login's id, or ADDRESS_TAKEN when Keycloak already has a user with this e-mail. */
  private async createLogin(email: string, firstName: string, lastName: string, password: string, grantNumber: string): Promise<string | typeof ADDRESS_TAKEN> {
    try {
      return await this.keycloak.createUser({
        email,
        firstName,
        lastName,
        password,
        groups: [RECIPIENTS_GROUP],
        attributes: { grant_number: [grantNumber] },
      });
    } catch (error) {
      if (error instanceof KeycloakError && error.status === 409) return ADDRESS_TAKEN;
      if (error instanceof KeycloakError && error.status === 400 && /password/i.test(error.errorKey ?? '')) {
        throw RpcErrors.validation(RegistrationMessages.passwordTooShort);
      }
      this.log.error({ err: (error as Error).message }, 'keycloak user creation failed');
      throw rpcError(502, 'REGISTRATION_FAILED', RegistrationMessages.failed);
    }
  }

  private async compensate(userId: string, email: string, grantNumber: string, reason: string): Promise<void> {
    try {
      await this.keycloak.deleteUser(userId);
      await this.rpc.call(Rpc.accountsDeleteProfile, { userId }).catch(() => undefined);
      await this.registrations.record({ userId, email, grantNumber, outcome: 'rolled_back', reason });
    } catch (error) {
      await this.registrations.record({ userId, email, grantNumber, outcome: 'compensation_pending', reason: (error as Error).message });
    }
  }

  /** Deletes logins whose registration was rolled back while Keycloak could not be reached. */
  async retryCompensations(): Promise<number> {
    const pending = await this.registrations.pendingCompensations();
    let done = 0;
    for (const row of pending) {
      if (!row.userId) continue;
      try {
        await this.keycloak.deleteUser(row.userId);
        await this.rpc.call(Rpc.accountsDeleteProfile, { userId: row.userId }).catch(() => undefined);
        await this.registrations.markRolledBack(row.id);
        done += 1;
      } catch {
        // Keycloak still unreachable; the next sweep tries again
      }
    }
    return done;
  }
}
