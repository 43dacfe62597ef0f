import { Module } from '@nestjs/common';
import { userErasedConsumer } from '@portal/service-kit';
import { KeycloakModule } from '../keycloak/keycloak.module.js';
import { PrismaModule } from '../prisma/prisma.module.js';
import { PrismaService } from '../prisma/prisma.service.js';
import { ErasureService } from './erasure.service.js';

/** Deleting a recipient: their login and the identity rows naming them (retried every 2 s until Keycloak answers). */
@Module({
  imports: [PrismaModule, KeycloakModule],
  providers: [ErasureService, userErasedConsumer({ name: 'identity-user-erased', db: PrismaService, step: ErasureService, retryDelayMs: 2000 })],
})
export class ErasureModule {}
