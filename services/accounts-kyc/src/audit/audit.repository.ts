import { Inject, Injectable } from '@nestjs/common';
import type { AdminAuditEvent, ServiceName } from '@portal/contracts';
import { Prisma } from '../generated/prisma/client.js';
import { PrismaService, type Db } from '../prisma/prisma.service.js';

export interface AuditRow {
  id: string;
  occurred_at: Date;
  actor_id: string;
  action: string;
  target_type: string;
  target_id: string;
  user_id: string | null;
  old_value: string | null;
  new_value: string | null;
  description: string | null;
  full_name: string | null;
  email: string | null;
  account_number: string | null;
}

export interface AuditFilter {
  search?: string;
  action?: string;
  actorId?: string;
  userId?: string;
}

/** The append-only admin audit log (its table refuses UPDATE, DELETE and TRUNCATE). */
@Injectable()
export class AuditRepository {
  constructor(@Inject(PrismaService) private readonly db: PrismaService) {}

  /** Stores one event with the service it came from; the event id is the row id, so a repeat changes nothing. */
  async append(id: string, event: AdminAuditEvent, source: ServiceName, tx: Db): Promise<void> {
    await tx.$executeRaw`
      INSERT INTO admin_audit_log (id, occurred_at, actor_id, action, target_type, target_id, user_id, old_value, new_value, description, source_service)
      VALUES (${id}::uuid, ${new Date(event.at)}, ${event.actorId}::uuid, ${event.action}, ${event.targetType}, ${event.targetId},
              ${event.userId}::uuid, ${event.oldValue}, ${event.newValue}, ${event.description}, ${source})
      ON CONFLICT (id) DO NOTHING`;
  }

  /** Stores several events' entries in one statement (each entry's id is its row id: a repeat changes nothing). */
  async appendMany(entries: { id: string; event: AdminAuditEvent }[], source: ServiceName, tx: Db): Promise<void> {
    const column = <T>(pick: (e: AdminAuditEvent) => T) => entries.map(({ event }) => pick(event));
    await tx.$executeRawUnsafe(
      `INSERT INTO admin_audit_log (id, occurred_at, actor_id, action, target_type, target_id, user_id, old_value, new_value, description, source_service)
       SELECT id, occurred_at, actor_id, action, target_type, target_id, user_id, old_value, new_value, description, $11
       FROM unnest($1::uuid[], $2::timestamptz[], $3::uuid[], $4::text[], $5::text[], $6::text[], $7::uuid[], $8::text[], $9::text[], $10::text[])
         AS e(id, occurred_at, actor_id, action, target_type, target_id, user_id, old_value, new_value, description)
       ON CONFLICT (id) DO NOTHING`,
      entries.map((e) => e.id),
      column((e) => e.at),
      column((e) => e.actorId),
      column((e) => e.action),
      column((e) => e.targetType),
      column((e) => e.targetId),
      column((e) => e.userId),
      column((e) => e.oldValue),
      column((e) => e.newValue),
      column((e) => e.description),
      source,
    );
  }

  private where(filter: AuditFilter): Prisma.Sql {
    const parts: Prisma.Sql[] = [Prisma.sql`TRUE`];
    if (filter.action) parts.push(Prisma.sql`a.action = ${filter.action}`);
    if (filter.actorId) parts.push(Prisma.sql`a.actor_id = ${filter.actorId}::uuid`);
    if (filter.userId) parts.push(Prisma.sql`a.user_id = ${filter.userId}::uuid`);
    if (filter.search) {
      const like = `%${filter.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      parts.push(Prisma.sql`(
        lower(a.action) LIKE ${like} OR lower(a.target_id) LIKE ${like} OR lower(coalesce(a.description, '')) LIKE ${like}
        OR lower(coalesce(a.old_value, '')) LIKE ${like} OR lower(coalesce(a.new_value, '')) LIKE ${like}
        OR lower(coalesce(p.full_name, '') || ' ' || coalesce(p.email, '') || ' ' || coalesce(p.account_number, '')) LIKE ${like})`);
    }
    return Prisma.join(parts, ' AND ');
  }

  /** Newest first, with the recipient's name, e-mail and account number (none once erased). */
  async page(filter: AuditFilter, offset: number, limit: number): Promise<{ rows: AuditRow[]; total: number }> {
    const where = this.where(filter);
    const [rows, [{ total }]] = await Promise.all([
      this.db.$queryRaw<AuditRow[]>`
        SELECT a.id, a.occurred_at, a.actor_id, a.action, a.target_type, a.target_id, a.user_id, a.old_value, a.new_value, a.description,
               p.full_name, p.email, p.account_number
        FROM admin_audit_log a LEFT JOIN profiles p ON p.id = a.user_id
        WHERE ${where}
        ORDER BY a.occurred_at DESC, a.id
        OFFSET ${offset} LIMIT ${limit}`,
      this.total(filter, where),
    ]);
    return { rows, total };
  }

  /**
   * How many entries match: with no filter but the action, or none, the per-action counts the insert's own
   * transaction keeps (admin_audit_action_counts, migration 0010) answer in one row read instead of a count over
   * every entry of the action; any other filter is counted.
   */
  private total(filter: AuditFilter, where: Prisma.Sql): Promise<{ total: number }[]> {
    if (!filter.search && !filter.actorId && !filter.userId) {
      return filter.action
        ? this.db.$queryRaw`SELECT coalesce((SELECT entries FROM admin_audit_action_counts WHERE action = ${filter.action}), 0)::int AS total`
        : this.db.$queryRaw`SELECT coalesce(sum(entries), 0)::int AS total FROM admin_audit_action_counts`;
    }
    return this.db.$queryRaw`
      SELECT count(*)::int AS total FROM admin_audit_log a LEFT JOIN profiles p ON p.id = a.user_id WHERE ${where}`;
  }
}
