import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { statementMonths, type Profile } from '@portal/contracts/web';
import { useDateFormat } from '@portal/web-core';
import { downloadStatementPdf } from '../api/download-statement';
import '../statements.css';

/**
 * The recipient's monthly statements (a PDF per ended month since the account was opened, newest first),
 * each downloaded on demand in the recipient's language. A failed download says so on its own row.
 */
export function MonthlyStatements({ profile, now = new Date() }: { profile: Profile; now?: Date }) {
  const { t } = useTranslation();
  const { formatMonth } = useDateFormat();
  const [busy, setBusy] = useState<string | null>(null);
  const [failed, setFailed] = useState<{ month: string; text: string } | null>(null);
  const months = statementMonths(profile.createdAt, now);

  const download = async (month: string) => {
    setFailed(null);
    setBusy(month);
    try {
      await downloadStatementPdf(month);
    } catch {
      setFailed({ month, text: t('statements.downloadFailed') });
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="card dsh-statements" aria-labelledby="dsh-statements-title">
      <h2 id="dsh-statements-title">{t('statements.title')}</h2>
      <p className="dsh-muted">{t('statements.intro')}</p>
      {months.length === 0 ? (
        <p>{t('statements.none')}</p>
      ) : (
        <ul className="dsh-statements-list">
          {months.map((month) => {
            const name = formatMonth(month);
            const errorId = `dsh-statement-error-${month}`;
            return (
              <li key={month}>
                <span className="dsh-statements-month">{name}</span>
                <button
                  type="button"
                  className="btn btn-outline btn-sm"
                  aria-label={t('statements.downloadLabel', { month: name })}
                  aria-describedby={failed?.month === month ? errorId : undefined}
                  aria-busy={busy === month || undefined}
                  disabled={busy !== null}
                  onClick={() => void download(month)}
                >
                  {busy === month ? t('statements.downloading') : t('statements.download')}
                </button>
                {failed?.month === month && (
                  <p id={errorId} className="alert alert-error dsh-statements-error" role="alert">
                    {failed.text}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
