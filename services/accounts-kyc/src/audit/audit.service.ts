import { Inject, Injectable } from '@nestjs/common';
import { AdminAuditActionSchema, AdminAuditTargetTypeSchema, type AdminAuditEvent, type AdminAuditPage, type RpcIn } from '@portal/contracts';
import type { Db } from '../prisma/prisma.service.js';
import { AuditRepository } from './audit.repository.js';

@Injectable()
export class AuditService {
  constructor(@Inject(AuditRepository) private readonly audit: AuditRepository) {}

  record(eventId: string, event: AdminAuditEvent, tx: Db): Promise<void> {
    return this.audit.append(eventId, event, tx);
  }

  async list(query: RpcIn<'auditList'>): Promise<AdminAuditPage> {
    const { rows, total } = await this.audit.page(query, (query.page - 1) * query.pageSize, query.pageSize);
    return {
      total,
      page: query.page,
      pageSize: query.pageSize,
      entries: rows.map((r) => ({
        id: r.id,
        at: r.occurred_at.toISOString(),
        actorId: r.actor_id,
        actorName: null,
        action: AdminAuditActionSchema.parse(r.action),
        targetType: AdminAuditTargetTypeSchema.parse(r.target_type),
        targetId: r.target_id,
        userId: r.user_id,
        user: r.full_name !== null ? { fullName: r.full_name, email: r.email ?? '', accountNumber: r.account_number ?? '' } : null,
        oldValue: r.old_value,
        newValue: r.new_value,
        description: r.description,
      })),
    };
  }
}
