import { Module } from '@nestjs/common';
import { RegistrationModule } from './registration/registration.module.js';
import { PasswordResetModule } from './password-reset/password-reset.module.js';
import { PasswordChangeModule } from './password-change/password-change.module.js';
import { ErasureModule } from './erasure/erasure.module.js';
import { AdminsModule } from './admins/admins.module.js';
import { SessionsModule } from './sessions/sessions.module.js';

@Module({ imports: [RegistrationModule, PasswordResetModule, PasswordChangeModule, ErasureModule, AdminsModule, SessionsModule] })
export class AppModule {}
