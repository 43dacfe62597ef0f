import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** A history search: part of a transaction number (any case) and an exact date (YYYY-MM-DD, the browser's day). */
export interface NumberDateFilter {
  q: string;
  date: string;
}

export const NO_FILTER: NumberDateFilter = { q: '', date: '' };

interface NumberDateSearchProps {
  /** Prefix of the field ids (`<prefix>-q`, `<prefix>-date`). */
  idPrefix: string;
  label: string;
  dateLabel: string;
  placeholder: string;
  submitLabel: string;
  onSearch: (filter: NumberDateFilter) => void;
}

/** The search row of the transfer and payment histories; the filter applies on submit (button or Enter). */
export function NumberDateSearch({ idPrefix, label, dateLabel, placeholder, submitLabel, onSearch }: NumberDateSearchProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<NumberDateFilter>(NO_FILTER);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft);
  };
  return (
    <form className="dsh-move-search" role="search" aria-label={label} onSubmit={onSubmit} noValidate>
      <div className="field">
        <label htmlFor={`${idPrefix}-q`}>{t('moves.transactionNumber')}</label>
        <input
          id={`${idPrefix}-q`}
          className="input"
          type="search"
          maxLength={40}
          placeholder={placeholder}
          value={draft.q}
          onChange={(e) => setDraft((d) => ({ ...d, q: e.target.value }))}
        />
      </div>
      <div className="field">
        <label htmlFor={`${idPrefix}-date`}>{dateLabel}</label>
        <input id={`${idPrefix}-date`} className="input" type="date" value={draft.date} onChange={(e) => setDraft((d) => ({ ...d, date: e.target.value }))} />
      </div>
      <div className="dsh-move-search-actions">
        <button type="submit" className="btn btn-primary">
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
