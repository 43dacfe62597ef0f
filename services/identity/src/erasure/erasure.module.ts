import { Module } from '@nestjs/common';
import { KeycloakModule } from '../keycloak/keycloak.module.js';
import { PrismaModule } from '../prisma/prisma.module.js';
import { ErasureRepository } from './erasure.repository.js';
import { ErasureService } from './erasure.service.js';
import { erasureConsumers } from './events/erasure.consumers.js';

/** Deleting a recipient: their login and the identity rows naming them (retried every 2 s until Keycloak answers). */
@Module({
  imports: [PrismaModule, KeycloakModule],
  providers: [ErasureService, ErasureRepository, ...erasureConsumers],
})
export class ErasureModule {}
