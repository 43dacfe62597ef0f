import { Module } from '@nestjs/common';
import { PrismaModule } from '../prisma/prisma.module.js';
import { ProfilesModule } from '../profiles/profiles.module.js';
import { DOCUMENT_STORAGE } from '../kyc/kyc.service.js';
import { kycDocumentStorage } from '../kyc/kyc-storage.js';
import { ErasureController } from './erasure.controller.js';
import { ErasureRepository } from './erasure.repository.js';
import { ErasureService } from './erasure.service.js';

/**
 * Deleting a recipient, where it starts: the admin's delete (`accounts.profile.erase`) erases the
 * personal data accounts-kyc holds and announces `accounts.user-erased`, which every other service's
 * erasure module consumes.
 */
@Module({
  imports: [PrismaModule, ProfilesModule],
  controllers: [ErasureController],
  providers: [ErasureService, ErasureRepository, { provide: DOCUMENT_STORAGE, useFactory: () => kycDocumentStorage() }],
})
export class ErasureModule {}
