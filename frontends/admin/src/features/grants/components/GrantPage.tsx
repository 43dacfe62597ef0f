import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from '@portal/web-core/router';
import { Api, formatUsd, type GrantBudgetView, type ReallocationView } from '@portal/contracts/web';
import { useBudgetLineName, useMayCall, useServerText } from '@portal/web-core';
import { Alert, DataTable, Field, QueryStatus, StatusBadge, TRANCHE_STATUS_LABEL, TRANCHE_STATUS_TONE, usePageTitle } from '@portal/web-core/ui';
import { BudgetLinesFields, budgetBodyOf, budgetDraftOf, type BudgetDraft } from '../../../components/BudgetLinesFields';
import { ADMIN_SITE_TITLE } from '../../../config/site';
import { exportBudgetCsv, useDecideReallocation, useGrantBudget, useGrantSchedule, useReleaseTranche, useSetBudget } from '../api/grant-admin';
import { ReportsSection } from './ReportsSection';

/**
 * /admin/grants/:userId: a recipient's grant, its tranche schedule and status (a due tranche released here), the
 * progress reports to decide, budget against actual, the budget and reallocation decisions.
 */
export function GrantPage() {
  const { t } = useTranslation();
  const { userId = '' } = useParams();
  const schedule = useGrantSchedule(userId);
  const budget = useGrantBudget(userId);
  const release = useReleaseTranche(userId);
  // A tranche's release is offered to the roles that may release it (the auditor reads the grant).
  const mayRelease = useMayCall(Api.admin.releaseGrantTranche);
  const serverText = useServerText();
  usePageTitle(t('budget.openGrant'), ADMIN_SITE_TITLE);
  if (schedule.data === undefined || budget.data === undefined)
    return <QueryStatus query={schedule.data === undefined ? schedule : budget} loading={t('grant.loading')} errorText={() => t('grant.loadFailed')} />;
  const back = <Link to="/admin/dashboard?tab=users">{t('budget.adminBack')}</Link>;
  if (!schedule.data || !budget.data)
    return (
      <>
        <p>{t('budget.adminNone')}</p>
        {back}
      </>
    );
  const s = schedule.data;
  return (
    <>
      {back}
      <h1>{t('budget.adminTitle', { title: s.title })}</h1>
      <p>{t('grant.released', { released: formatUsd(s.releasedCents), total: formatUsd(s.totalCents) })}</p>
      <section className="card" aria-labelledby="grant-schedule-title">
        <h2 id="grant-schedule-title">{t('budget.schedule')}</h2>
        <DataTable
          label={t('budget.schedule')}
          columns={[t('budget.tranche'), t('budget.amountColumn'), t('budget.plannedColumn'), t('budget.statusColumn'), t('budget.actionsColumn')]}
          rows={s.tranches}
          renderRow={(tr) => (
            <tr key={tr.id}>
              <td>{tr.number}</td>
              <td>{formatUsd(tr.amountCents)}</td>
              <td>{tr.plannedDate}</td>
              <td>
                <StatusBadge tone={TRANCHE_STATUS_TONE[tr.status]} status={tr.status}>
                  {t(TRANCHE_STATUS_LABEL[tr.status])}
                </StatusBadge>
              </td>
              <td>
                {tr.status === 'due' && mayRelease && (
                  <button type="button" className="btn btn-primary btn-sm" disabled={release.isPending} onClick={() => release.mutate(tr.id)}>
                    {t('budget.releaseTranche', { number: tr.number })}
                  </button>
                )}
              </td>
            </tr>
          )}
        />
        {release.error && <Alert tone="error">{serverText(release.error.message)}</Alert>}
        {release.isSuccess && <Alert tone="success">{t('budget.trancheReleased', { number: release.data.number })}</Alert>}
      </section>
      <ReportsSection userId={userId} schedule={s} />
      <BudgetSection userId={userId} budget={budget.data} />
    </>
  );
}

function BudgetSection({ userId, budget }: { userId: string; budget: GrantBudgetView }) {
  // The budget's changes are offered to the roles that may make them.
  const may = { reallocate: useMayCall(Api.admin.approveReallocation), budget: useMayCall(Api.admin.setGrantBudget) };
  const { t } = useTranslation();
  const lineName = useBudgetLineName();
  const pending = budget.reallocations.filter((r) => r.status === 'pending');
  return (
    <section className="card" aria-labelledby="grant-budget-title">
      <h2 id="grant-budget-title">{t('budget.budgetAgainstActual')}</h2>
      <p>{budget.budgetSet ? t(budget.mode === 'block' ? 'budget.modeBlock' : 'budget.modeWarn') : t('budget.notSet')}</p>
      <DataTable
        label={t('budget.budgetAgainstActual')}
        columns={[
          t('budget.line'),
          t('budget.original'),
          t('budget.total'),
          t('budget.spent'),
          t('budget.committed'),
          t('budget.remaining'),
          t('budget.flagged'),
        ]}
        rows={budget.lines}
        renderRow={(l) => (
          <tr key={l.line}>
            <td>{lineName(l.line)}</td>
            <td>{formatUsd(l.originalCents)}</td>
            <td>{formatUsd(l.budgetCents)}</td>
            <td>{formatUsd(l.spentCents)}</td>
            <td>{formatUsd(l.committedCents)}</td>
            <td>{formatUsd(l.remainingCents)}</td>
            <td>{l.flaggedCount}</td>
          </tr>
        )}
      />
      <button type="button" className="btn btn-outline btn-sm" onClick={() => void exportBudgetCsv(userId)}>
        {t('budget.exportCsv')}
      </button>
      {may.reallocate && pending.map((r) => <ReallocationDecision key={r.id} userId={userId} request={r} />)}
      {may.budget && <BudgetForm userId={userId} budget={budget} />}
    </section>
  );
}

function ReallocationDecision({ userId, request }: { userId: string; request: ReallocationView }) {
  const { t } = useTranslation();
  const serverText = useServerText();
  const [comment, setComment] = useState('');
  const decide = useDecideReallocation(userId);
  const lineName = useBudgetLineName();
  const text = t('budget.move', {
    amount: formatUsd(request.amountCents),
    from: lineName(request.fromLine),
    to: lineName(request.toLine),
    reason: request.reason,
  });
  return (
    <article aria-label={text}>
      <p>{text}</p>
      <Field id={`comment-${request.id}`} label={t('budget.comment')}>
        <input id={`comment-${request.id}`} value={comment} onChange={(e) => setComment(e.target.value)} />
      </Field>
      {decide.error && <Alert tone="error">{serverText(decide.error.message)}</Alert>}
      <button
        type="button"
        className="btn btn-primary btn-sm"
        disabled={decide.isPending}
        onClick={() => decide.mutate({ id: request.id, decision: 'approve', comment })}
      >
        {t('budget.approve')}
      </button>{' '}
      <button
        type="button"
        className="btn btn-danger btn-sm"
        disabled={decide.isPending}
        onClick={() => decide.mutate({ id: request.id, decision: 'reject', comment })}
      >
        {t('budget.reject')}
      </button>
    </article>
  );
}

function BudgetForm({ userId, budget }: { userId: string; budget: GrantBudgetView }) {
  const { t } = useTranslation();
  const serverText = useServerText();
  const [draft, setDraft] = useState<BudgetDraft>(() => budgetDraftOf(Object.fromEntries(budget.lines.map((l) => [l.line, l.budgetCents])), budget.mode));
  const save = useSetBudget(userId);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(budgetBodyOf(draft));
  };
  return (
    <form onSubmit={onSubmit} aria-label={t('budget.setBudget')}>
      <BudgetLinesFields idPrefix="budget" draft={draft} onChange={setDraft} />
      {save.error && <Alert tone="error">{serverText(save.error.message)}</Alert>}
      {save.isSuccess && <Alert tone="success">{t('budget.budgetSaved')}</Alert>}
      <button type="submit" className="btn btn-primary" disabled={save.isPending}>
        {t('budget.saveBudget')}
      </button>
    </form>
  );
}
