import { randomUUID } from 'node:crypto';
import type { GrantScheduleInput } from '@portal/contracts';
import type { Db } from '../prisma/prisma.service.js';

/** The posting that paid the first tranche at award, when the schedule releases it then. */
export interface AwardRelease {
  postingKey: string;
  transactionNumber: string | null;
  actorId: string | null;
}

/**
 * Writes a new grant's milestones and tranches inside the award's transaction. A grant awarded without a
 * schedule is one tranche of the whole total, released at award; with one, only a first tranche marked
 * `releaseAtAward` is released now (by the award's own posting).
 */
export async function insertSchedule(
  tx: Db,
  grant: { id: string; totalCents: bigint; startDate: Date },
  schedule: GrantScheduleInput | undefined,
  release: AwardRelease,
): Promise<void> {
  const milestoneIds = (schedule?.milestones ?? []).map(() => randomUUID());
  if (schedule && schedule.milestones.length > 0) {
    await tx.grantMilestone.createMany({
      data: schedule.milestones.map((m, index) => ({
        id: milestoneIds[index]!,
        grantId: grant.id,
        number: index + 1,
        title: m.title,
        dueDate: new Date(`${m.dueDate}T00:00:00Z`),
      })),
    });
  }
  const tranches = schedule?.tranches ?? [
    { amountCents: Number(grant.totalCents), plannedDate: grant.startDate.toISOString().slice(0, 10), releaseAtAward: true },
  ];
  const now = new Date();
  await tx.grantTranche.createMany({
    data: tranches.map((t, index) => {
      const releasedNow = index === 0 && t.releaseAtAward === true;
      const milestone = 'milestone' in t && t.milestone !== undefined ? milestoneIds[t.milestone] : undefined;
      return {
        id: randomUUID(),
        grantId: grant.id,
        number: index + 1,
        amountCents: BigInt(t.amountCents),
        plannedDate: new Date(`${t.plannedDate}T00:00:00Z`),
        milestoneId: milestone ?? null,
        minSpentPercent: ('minSpentPercent' in t ? t.minSpentPercent : undefined) ?? null,
        releasePostingKey: releasedNow ? release.postingKey : null,
        transactionNumber: releasedNow ? release.transactionNumber : null,
        releasedAt: releasedNow ? now : null,
        releasedBy: releasedNow ? release.actorId : null,
      };
    }),
  });
}
