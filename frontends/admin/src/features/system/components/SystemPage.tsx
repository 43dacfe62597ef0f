import { useTranslation } from 'react-i18next';
import { Link } from '@portal/web-core/router';
import type { ComponentHealth, SystemReport } from '@portal/contracts/web';
import { formatDateTime } from '@portal/web-core';
import { QueryStatus, StatusBadge, DataTable, usePageTitle } from '@portal/web-core/ui';
import { ADMIN_SITE_TITLE } from '../../../config/site';
import { useSystemReport } from '../api/get-system-report';

function HealthBadge({ health }: { health: ComponentHealth }) {
  return <StatusBadge tone={health.status === 'up' ? 'success' : 'danger'}>{health.status === 'up' ? 'Up' : 'Down'}</StatusBadge>;
}

function outboxLagText(outbox: SystemReport['services'][number]['outbox']): string {
  if (!outbox) return 'no outbox';
  if (outbox.pending === 0) return '0 pending';
  const seconds = Math.round((outbox.oldestPendingAgeMs ?? 0) / 1000);
  return `${outbox.pending} pending, oldest ${seconds} s`;
}

/** /admin/system (admins only): the platform's health, BullMQ queue depths and the outbox lag of each service. */
export function SystemPage() {
  const { t } = useTranslation();
  usePageTitle('System', ADMIN_SITE_TITLE);
  const query = useSystemReport();
  const report = query.data;
  return (
    <>
      <h1>System</h1>
      <nav className="adm-system-links" aria-label={t('adminDebug.linksTitle')}>
        <Link to="/admin/test">{t('adminDebug.testLink')}</Link>
        <Link to="/admin/debug">{t('adminDebug.debugLink')}</Link>
      </nav>
      <QueryStatus query={query} loading="Loading system status…" />
      {report && (
        <>
          <p className="muted">
            Overall: <HealthBadge health={{ status: report.health.status, latencyMs: 0 }} /> · as of {formatDateTime(report.generatedAt)}
          </p>
          <section className="card adm-section" aria-labelledby="system-servers">
            <h2 id="system-servers">Servers</h2>
            <DataTable
              label="Servers"
              columns={['Server', 'Status', 'Latency', 'Detail']}
              rows={Object.entries(report.health.servers)}
              renderRow={([name, health]) => (
                <tr key={name}>
                  <th scope="row">{name}</th>
                  <td>
                    <HealthBadge health={health} />
                  </td>
                  <td>{health.latencyMs} ms</td>
                  <td>{health.detail ?? ''}</td>
                </tr>
              )}
            />
          </section>
          <section className="card adm-section" aria-labelledby="system-services">
            <h2 id="system-services">Services</h2>
            <DataTable
              label="Services"
              columns={['Service', 'Status', 'Latency', 'Queues (waiting / active / delayed / failed)', 'Outbox lag']}
              rows={report.services}
              renderRow={(service) => (
                <tr key={service.service}>
                  <th scope="row">{service.service}</th>
                  <td>
                    <HealthBadge health={report.health.services[service.service]} />
                  </td>
                  <td>{report.health.services[service.service].latencyMs} ms</td>
                  <td>
                    {!service.reachable
                      ? `not reachable: ${service.detail ?? ''}`
                      : service.queues.length === 0
                        ? 'no queues'
                        : service.queues.map((q) => (
                            <div key={q.name}>
                              <code>{q.name}</code>: {q.waiting} / {q.active} / {q.delayed} / {q.failed}
                            </div>
                          ))}
                  </td>
                  <td>{service.reachable ? outboxLagText(service.outbox) : '—'}</td>
                </tr>
              )}
            />
          </section>
        </>
      )}
    </>
  );
}
