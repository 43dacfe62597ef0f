import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCodes, formatUsd } from '@portal/contracts/web';
import { WithdrawalStatusBadge, useAuth, useDateFormat } from '@portal/web-core';
import { DataTable, Loading } from '@portal/web-core/ui';
import { useTransfers } from '../api/transfers';
import { NO_FILTER, NumberDateSearch, type NumberDateFilter } from '../../../components/NumberDateSearch';

const NUM = 'num';

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
          {list.error.statusCode === 401
            ? t('moves.loginToView')
            : list.error.code === ErrorCodes.kycNotApproved
              ? t('kyc.requiredTransfers')
              : t('moves.loadFailed')}
        </div>
      ) : !list.data ? (
        <Loading label={t('moves.loadingTransfers')} />
      ) : (
        <DataTable
          label={t('moves.transfersLabel')}
          busy={list.isPlaceholderData}
          columns={[
            t('moves.trxNo'),
            t('moves.dateUpper'),
            t('moves.recipientUpper'),
            t('moves.typeUpper'),
            { label: t('moves.amountUpper'), className: NUM },
            { label: t('moves.chargeUpper'), className: NUM },
            { label: t('moves.totalUpper'), className: NUM },
            t('moves.statusUpper'),
          ]}
          rows={list.data}
          empty={t('moves.noTransfers')}
          emptyClassName="dsh-empty"
          renderRow={(row) => (
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
              <td className="num">{formatUsd(row.amountCents)}</td>
              <td className="num">{formatUsd(row.chargeCents)}</td>
              <td className="num">{formatUsd(row.paidCents)}</td>
              <td>
                <WithdrawalStatusBadge status={row.status} />
                {row.processingMessage && <div className="dsh-muted">{row.processingMessage}</div>}
              </td>
            </tr>
          )}
        />
      )}
    </div>
  );
}
