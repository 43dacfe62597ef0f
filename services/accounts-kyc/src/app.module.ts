import { Module } from '@nestjs/common';
import { ProfilesModule } from './profiles/profiles.module.js';
import { KycModule } from './kyc/kyc.module.js';

@Module({ imports: [ProfilesModule, KycModule] })
export class AppModule {}
