import { Module } from '@nestjs/common';
import { RegistrationModule } from './registration/registration.module.js';
import { PasswordResetModule } from './password-reset/password-reset.module.js';
import { PasswordChangeModule } from './password-change/password-change.module.js';

@Module({ imports: [RegistrationModule, PasswordResetModule, PasswordChangeModule] })
export class AppModule {}
