import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@portal/web-core';
import { DataTable, QueryStatus, StatusBadge, usePageTitle } from '@portal/web-core/ui';
import { ADMIN_SITE_TITLE } from '../../../config/site';
import { useAdminSession } from '../api/get-admin-session';

const when = (iso: string | null) => (iso ? formatDateTime(iso) : '—');

/** /admin/test (admins only): who is signed in, with which roles, since when and with which factors; then every administrator. No token is shown. */
export function AdminTestPage() {
  const { t } = useTranslation();
  usePageTitle(t('adminDebug.testTitle'), ADMIN_SITE_TITLE);
  const query = useAdminSession();
  const report = query.data;
  return (
    <>
      <h1>{t('adminDebug.testTitle')}</h1>
      <QueryStatus query={query} loading={t('adminDebug.loading')} />
      {report && (
        <>
          <section className="card adm-section" aria-labelledby="admin-test-session">
            <h2 id="admin-test-session">{t('adminDebug.sessionTitle')}</h2>
            <dl className="detail-list">
              <dt>{t('adminDebug.user')}</dt>
              <dd>{report.session.username ?? report.session.userId}</dd>
              <dt>{t('adminDebug.email')}</dt>
              <dd>{report.session.email ?? '—'}</dd>
              <dt>{t('adminDebug.roles')}</dt>
              <dd>{report.session.roles.join(', ')}</dd>
              <dt>{t('adminDebug.authenticatedAt')}</dt>
              <dd>{when(report.session.authenticatedAt)}</dd>
              <dt>{t('adminDebug.issuedAt')}</dt>
              <dd>{when(report.session.issuedAt)}</dd>
              <dt>{t('adminDebug.expiresAt')}</dt>
              <dd>{when(report.session.expiresAt)}</dd>
              <dt>{t('adminDebug.secondFactor')}</dt>
              <dd>
                <StatusBadge tone={report.session.secondFactor ? 'success' : 'danger'}>
                  {t(report.session.secondFactor ? 'adminDebug.secondFactorUsed' : 'adminDebug.secondFactorNotUsed')}
                </StatusBadge>
              </dd>
            </dl>
          </section>
          <section className="card adm-section" aria-labelledby="admin-test-admins">
            <h2 id="admin-test-admins">{t('adminDebug.adminsTitle')}</h2>
            <p className="muted">
              {report.moreAdmins ? t('adminDebug.adminsFirst', { count: report.admins.length }) : t('adminDebug.adminsCount', { count: report.admins.length })}
            </p>
            <DataTable
              label={t('adminDebug.adminsTitle')}
              columns={[t('adminDebug.username'), t('adminDebug.fullName'), t('adminDebug.email')]}
              rows={report.admins}
              empty={t('adminDebug.noAdmins')}
              renderRow={(admin) => (
                <tr key={admin.id}>
                  <th scope="row">{admin.username}</th>
                  <td>{admin.fullName ?? '—'}</td>
                  <td>{admin.email ?? '—'}</td>
                </tr>
              )}
            />
          </section>
        </>
      )}
    </>
  );
}
