import { Module } from '@nestjs/common';
import { PrismaService } from '../prisma.service.js';
import { ProfilesController } from './profiles.controller.js';
import { ProfilesService } from './profiles.service.js';

@Module({ controllers: [ProfilesController], providers: [PrismaService, ProfilesService] })
export class ProfilesModule {}
