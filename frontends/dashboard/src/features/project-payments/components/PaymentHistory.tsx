import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCodes, PROJECT_PAYMENT_NUMBER_PLACEHOLDER, formatUsd, projectPaymentDisplayNumber } from '@portal/contracts/web';
import { WithdrawalStatusBadge, useAuth, useDateFormat } from '@portal/web-core';
import { DataTable, Loading } from '@portal/web-core/ui';
import { useProjectPayments } from '../api/project-payments';
import { NO_FILTER, NumberDateSearch, type NumberDateFilter } from '../../../components/NumberDateSearch';

const NUM = 'num';

/** Payment history (spec 2 §2.4): count badge, search by transaction number and payment date, the spec's columns. */
export function PaymentHistory() {
  const { t } = useTranslation();
  const { formatDate } = useDateFormat();
  const { authenticated } = useAuth();
  const [applied, setApplied] = useState<NumberDateFilter>(NO_FILTER);
  const list = useProjectPayments(applied);

  if (!authenticated)
    return (
      <div className="alert alert-error" role="alert">
        {t('projectPayments.loginToView')}
      </div>
    );
  return (
    <div className="dsh-move-history">
      <div className="dsh-card-head">
        <h3>{t('moves.paymentHistory')}</h3>
        {list.data && (
          <span className="badge" data-testid="payments-count" role="status" aria-label={t('projectPayments.paymentsCount', { count: list.data.length })}>
            {list.data.length}
          </span>
        )}
      </div>
      <NumberDateSearch
        idPrefix="pp"
        label={t('projectPayments.searchPayments')}
        dateLabel={t('projectPayments.paymentDate')}
        placeholder={PROJECT_PAYMENT_NUMBER_PLACEHOLDER}
        submitLabel={t('projectPayments.searchPaymentsButton')}
        onSearch={setApplied}
      />
      {list.isError ? (
        <div className="alert alert-error" role="alert" data-testid="payments-error">
          {list.error.statusCode === 401
            ? t('projectPayments.loginToView')
            : list.error.code === ErrorCodes.kycNotApproved
              ? t('kyc.requiredProjectPayments')
              : t('projectPayments.loadFailed')}
        </div>
      ) : !list.data ? (
        <Loading label={t('projectPayments.loading')} />
      ) : (
        <DataTable
          label={t('projectPayments.paymentsLabel')}
          busy={list.isPlaceholderData}
          columns={[
            t('projectPayments.trxNo'),
            t('projectPayments.dateUpper'),
            t('projectPayments.recipientUpper'),
            t('projectPayments.categoryUpper'),
            t('projectPayments.purposeUpper'),
            { label: t('projectPayments.amountUpper'), className: NUM },
            { label: t('projectPayments.feeUpper'), className: NUM },
            { label: t('projectPayments.netAmountUpper'), className: NUM },
            t('projectPayments.statusUpper'),
          ]}
          rows={list.data}
          empty={t('projectPayments.empty')}
          emptyClassName="dsh-empty"
          renderRow={(p) => (
            <tr key={p.id} data-testid="payment-row">
              <td className="dsh-trx-no">{projectPaymentDisplayNumber(p)}</td>
              <td>
                <time dateTime={p.createdAt}>{formatDate(p.createdAt)}</time>
              </td>
              <td>{p.recipientName}</td>
              <td>{t(`projectPayments.category_${p.category}`)}</td>
              <td>
                <div>{p.purposeDescription}</div>
                <div className="dsh-muted">{p.projectPhase}</div>
              </td>
              <td className="num">{formatUsd(p.amountCents)}</td>
              <td className="num">{formatUsd(p.feeCents)}</td>
              <td className="num">{formatUsd(p.netCents)}</td>
              <td>
                <WithdrawalStatusBadge status={p.status} />
                {p.processingMessage && <div className="dsh-muted">{p.processingMessage}</div>}
                {p.completedAt && <div className="dsh-muted">{t('projectPayments.completedOn', { date: formatDate(p.completedAt) })}</div>}
              </td>
            </tr>
          )}
        />
      )}
    </div>
  );
}
