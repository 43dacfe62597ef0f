import { Module } from '@nestjs/common';
import { KeycloakModule } from '../keycloak/keycloak.module.js';
import { PrismaModule } from '../prisma/prisma.module.js';
import { ErasureService } from './erasure.service.js';
import { IdentityUserErasedConsumer } from './events/user-erased.consumer.js';

/** Deleting a recipient: their login and the identity rows naming them. */
@Module({ imports: [PrismaModule, KeycloakModule], providers: [ErasureService, IdentityUserErasedConsumer] })
export class ErasureModule {}
