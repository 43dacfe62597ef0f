import { Module } from '@nestjs/common';
import { PrismaModule } from '../prisma/prisma.module.js';
import { ProfilesController } from './profiles.controller.js';
import { ProfilesService } from './profiles.service.js';
import { ProfilesRepository } from './profiles.repository.js';
import { DOCUMENT_STORAGE } from '../kyc/kyc.service.js';
import { documentStorageFromEnv } from '../kyc/storage/storage.factory.js';

@Module({
  imports: [PrismaModule],
  controllers: [ProfilesController],
  providers: [ProfilesService, ProfilesRepository, { provide: DOCUMENT_STORAGE, useFactory: () => documentStorageFromEnv() }],
  exports: [ProfilesRepository],
})
export class ProfilesModule {}
