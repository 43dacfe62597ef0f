import { Module } from '@nestjs/common';
import { RegistrationModule } from './registration/registration.module.js';
import { PasswordResetModule } from './password-reset/password-reset.module.js';

@Module({ imports: [RegistrationModule, PasswordResetModule] })
export class AppModule {}
