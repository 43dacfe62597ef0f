import { Module } from '@nestjs/common';
import { DatabaseModule } from '../database.module.js';
import { ProfilesController } from './profiles.controller.js';
import { ProfilesService } from './profiles.service.js';

@Module({ imports: [DatabaseModule], controllers: [ProfilesController], providers: [ProfilesService] })
export class ProfilesModule {}
