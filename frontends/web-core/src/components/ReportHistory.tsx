import { useTranslation } from 'react-i18next';
import type { ReportView } from '@portal/contracts/web';
import { AttachmentList } from './AttachmentList';
import { REPORT_DECISION_LABEL } from './tranche-status';

/** A report version's figures as a list (nothing when it has none). */
export function ReportFigures({ figures }: { figures: ReportView['versions'][number]['figures'] }) {
  if (figures.length === 0) return null;
  return (
    <ul>
      {figures.map((figure) => (
        <li key={figure.label}>
          {figure.label}: {figure.value}
        </li>
      ))}
    </ul>
  );
}

/**
 * Every version of a progress report with its files and the decision on it, oldest first (the recipient's and the
 * staff's screens alike; each passes how a file is opened, through its own signed-link route).
 */
export function ReportHistory({ report, open, openAttachment }: { report: ReportView; open?: boolean; openAttachment?: (attachmentId: string) => void }) {
  const { t } = useTranslation();
  return (
    <details open={open}>
      <summary>{t('grant.history')}</summary>
      <ul>
        {report.versions.map((v) => {
          const decision = report.decisions.find((d) => d.version === v.version);
          return (
            <li key={v.version}>
              {t('grant.version', { version: v.version, date: v.submittedAt.slice(0, 10) })}: {v.narrative}
              <ReportFigures figures={v.figures} />
              <AttachmentList attachments={v.attachments} onOpen={openAttachment} />
              {decision && (
                <div>
                  {t(REPORT_DECISION_LABEL[decision.decision])}
                  {decision.comment && <>: {decision.comment}</>}
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </details>
  );
}
