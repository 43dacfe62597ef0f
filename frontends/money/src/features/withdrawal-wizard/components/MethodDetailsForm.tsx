import { useTranslation } from 'react-i18next';
import { METHOD_DETAIL_LIMITS, type WithdrawalMethod } from '@portal/contracts/web';
import { useServerText } from '@portal/web-core';
import { fieldAria, fieldErrorId } from '@portal/web-core/ui';
import { METHOD_FIELDS, type Details, type FieldDef } from '../utils/method-fields';

/** The details form of one method (spec 2 §3); each input's id is its field name. */
export function MethodDetailsForm({
  method,
  details,
  errors = {},
  onChange,
}: {
  method: WithdrawalMethod;
  details: Details;
  /** The message of each invalid field, shown below it. */
  errors?: Record<string, string>;
  onChange: (d: Details) => void;
}) {
  const { t } = useTranslation();
  const serverText = useServerText();
  const set = (f: FieldDef, raw: string) => {
    let v = f.upper ? raw.toUpperCase() : raw;
    if (f.maxLength) v = v.slice(0, f.maxLength);
    onChange({ ...details, [f.name]: v });
  };
  return (
    <div className="mny-fields">
      {METHOD_FIELDS[method].map((f) => {
        const value = details[f.name] ?? '';
        const error = errors[f.name];
        const common = {
          id: f.name,
          name: f.name,
          value,
          ...fieldAria(f.name, { error: error ? serverText(error) : undefined, required: !f.optional, hintId: f.hint ? `${f.name}-hint` : undefined }),
        };
        return (
          <div className={`field ${f.kind === 'textarea' ? 'mny-field-wide' : ''} ${error ? 'field-invalid' : ''}`} key={f.name}>
            <label htmlFor={f.name}>
              {t(`wizard.field_${f.name}` as 'wizard.field_city')}
              {f.optional ? <span className="mny-optional">{t('wizard.optional')}</span> : <span aria-hidden="true"> *</span>}
            </label>
            {f.kind === 'select' ? (
              <select {...common} className="select" onChange={(e) => set(f, e.target.value)}>
                {f.name !== 'currency' && <option value="">{t('wizard.select')}</option>}
                {f.options!.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.labelKey ? t(o.labelKey) : o.label}
                  </option>
                ))}
              </select>
            ) : f.kind === 'textarea' ? (
              <textarea {...common} className="input" rows={2} maxLength={f.maxLength ?? METHOD_DETAIL_LIMITS.text} onChange={(e) => set(f, e.target.value)} />
            ) : (
              <input
                {...common}
                className={`input ${f.upper ? 'mny-upper' : ''}`}
                type={f.kind ?? 'text'}
                maxLength={f.maxLength ?? METHOD_DETAIL_LIMITS.text}
                autoComplete={f.autoComplete ?? 'off'}
                onChange={(e) => set(f, e.target.value)}
              />
            )}
            {f.hint && (
              <span className="hint" id={`${f.name}-hint`}>
                {f.hint.max === undefined ? t(f.hint.key as 'wizard.walletEmailHint') : t(f.hint.key as 'wizard.routingHint', { max: f.hint.max })}
              </span>
            )}
            {error && (
              <span className="field-error" id={fieldErrorId(f.name)}>
                {serverText(error)}
              </span>
            )}
          </div>
        );
      })}
    </div>
  );
}
