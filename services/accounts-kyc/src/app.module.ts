import { Module } from '@nestjs/common';
import { ProfilesModule } from './profiles/profiles.module.js';
import { KycModule } from './kyc/kyc.module.js';
import { PreferencesModule } from './preferences/preferences.module.js';
import { NotificationsModule } from './notifications/notifications.module.js';
import { AuditModule } from './audit/audit.module.js';
import { ErasureModule } from './erasure/erasure.module.js';
import { WebhooksModule } from './webhooks/webhooks.module.js';

@Module({ imports: [ProfilesModule, KycModule, PreferencesModule, NotificationsModule, AuditModule, ErasureModule, WebhooksModule] })
export class AppModule {}
