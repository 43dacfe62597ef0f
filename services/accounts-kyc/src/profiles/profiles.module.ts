import { Module } from '@nestjs/common';
import { PrismaModule } from '../prisma/prisma.module.js';
import { ProfilesController } from './profiles.controller.js';
import { ProfilesService } from './profiles.service.js';
import { ProfilesRepository } from './profiles.repository.js';
import { PreferencesRepository } from '../preferences/preferences.repository.js';

@Module({
  imports: [PrismaModule],
  controllers: [ProfilesController],
  // The preferences' repository too: a registration saves the language chosen before it.
  providers: [ProfilesService, ProfilesRepository, PreferencesRepository],
  exports: [ProfilesRepository],
})
export class ProfilesModule {}
