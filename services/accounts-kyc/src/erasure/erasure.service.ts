import { Inject, Injectable } from '@nestjs/common';
import { Events, type RpcIn } from '@portal/contracts';
import { RpcErrors, createLogger, enqueueEvent, recordAdminAction } from '@portal/service-kit';
import { DOCUMENT_STORAGE } from '../kyc/kyc.service.js';
import type { DocumentStorage } from '@portal/service-kit/storage';
import { ProfilesRepository } from '../profiles/profiles.repository.js';
import { ErasureRepository } from './erasure.repository.js';

/** Where a recipient's deletion starts: accounts-kyc erases its own rows and announces `accounts.user-erased` to the other services. */
@Injectable()
export class ErasureService {
  private readonly log = createLogger('accounts-kyc.erasure');

  constructor(
    @Inject(ProfilesRepository) private readonly profiles: ProfilesRepository,
    @Inject(ErasureRepository) private readonly erasure: ErasureRepository,
    @Inject(DOCUMENT_STORAGE) private readonly storage: DocumentStorage,
  ) {}

  /**
   * Erases a recipient (the admin's "delete"; the ledger has already refused a non-zero balance and
   * closed the account): in one transaction the personal data here is removed, the deletion is
   * audited and `accounts.user-erased` is written to the outbox, which identity (the Keycloak login),
   * the ledger (withdrawal details, PIN), payments and support consume. The KYC files go after the commit.
   */
  async erase(input: RpcIn<'accountsErase'>): Promise<{ erased: true }> {
    const files = await this.profiles.transaction(async (tx) => {
      await this.profiles.lockForUpdate(input.userId, tx);
      const before = await this.profiles.findById(input.userId, tx);
      if (!before) throw RpcErrors.notFound('Profile not found');
      const keys = await this.erasure.eraseUser(input.userId, input.actorId, tx);
      const at = new Date().toISOString();
      await enqueueEvent(tx, Events.userErased, { userId: input.userId, actorId: input.actorId, at });
      await recordAdminAction(tx, {
        service: 'accounts-kyc',
        actorId: input.actorId,
        action: 'user_delete',
        targetType: 'user',
        targetId: input.userId,
        userId: input.userId,
        oldValue: before.accountStatus,
        newValue: 'deleted',
        description: 'User deleted; personal data erased, ledger entries kept anonymised',
        at,
      });
      return keys;
    });
    for (const key of files) {
      await this.storage.delete(key).catch((error: Error) => this.log.error({ err: error, key }, 'erasing a KYC file failed'));
    }
    return { erased: true };
  }
}
