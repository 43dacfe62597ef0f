import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatUsd } from '@portal/contracts';
import { WithdrawalStatusBadge, useAuth, useDateFormat } from '@portal/web-core';
import { Loading } from '@portal/web-core/ui';
import { useTransfers } from '../api/transfers';
import { NO_FILTER, NumberDateSearch, type NumberDateFilter } from '../../../components/NumberDateSearch';

/** The recipient's transfers, newest first, with a search by transaction number and by exact date (spec 2 §2.3). */
export function TransferHistory() {
  const { t } = useTranslation();
  const { formatDateTime } = useDateFormat();
  const { authenticated } = useAuth();
  const [applied, setApplied] = useState<NumberDateFilter>(NO_FILTER);
  const list = useTransfers(applied);

  if (!authenticated)
    return (
      <div className="alert alert-error" role="alert">
        {t('moves.loginToView')}
      </div>
    );
  return (
    <div className="dsh-move-history">
      <NumberDateSearch
        idPrefix="trf"
        label={t('moves.searchTransfers')}
        dateLabel={t('moves.date')}
        placeholder={'TRF…'}
        submitLabel={t('moves.search')}
        onSearch={setApplied}
      />
      {list.isError ? (
        <div className="alert alert-error" role="alert">
          {list.error.statusCode === 401 ? t('moves.loginToView') : t('moves.loadFailed')}
        </div>
      ) : !list.data ? (
        <Loading label={t('moves.loadingTransfers')} />
      ) : (
        <div className="dsh-table-wrap" role="region" aria-label={t('moves.transfersRegion')} tabIndex={0}>
          <table className="dsh-table" aria-label={t('moves.transfersLabel')} aria-busy={list.isPlaceholderData || undefined}>
            <thead>
              <tr>
                <th scope="col">{t('moves.trxNo')}</th>
                <th scope="col">{t('moves.dateUpper')}</th>
                <th scope="col">{t('moves.recipientUpper')}</th>
                <th scope="col">{t('moves.typeUpper')}</th>
                <th scope="col" className="dsh-num">
                  {t('moves.amountUpper')}
                </th>
                <th scope="col" className="dsh-num">
                  {t('moves.chargeUpper')}
                </th>
                <th scope="col" className="dsh-num">
                  {t('moves.totalUpper')}
                </th>
                <th scope="col">{t('moves.statusUpper')}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.length === 0 ? (
                <tr>
                  <td colSpan={8} className="dsh-empty">
                    {t('moves.noTransfers')}
                  </td>
                </tr>
              ) : (
                list.data.map((row) => (
                  <tr key={row.id} data-testid="transfer-row">
                    <td className="dsh-trx-no">{row.transactionNumber}</td>
                    <td>
                      <time dateTime={row.createdAt}>{formatDateTime(row.createdAt)}</time>
                    </td>
                    <td>
                      <div>{row.recipientName}</div>
                      <div className="dsh-muted">
                        {row.recipientAccount}
                        {row.recipientBank ? ` · ${row.recipientBank}` : ''}
                      </div>
                    </td>
                    <td>{t(`moves.type_${row.transferType}`)}</td>
                    <td className="dsh-num">{formatUsd(row.amountCents)}</td>
                    <td className="dsh-num">{formatUsd(row.chargeCents)}</td>
                    <td className="dsh-num">{formatUsd(row.paidCents)}</td>
                    <td>
                      <WithdrawalStatusBadge status={row.status} />
                      {row.processingMessage && <div className="dsh-muted">{row.processingMessage}</div>}
                    </td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
