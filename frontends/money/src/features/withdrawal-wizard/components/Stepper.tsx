import { useTranslation } from 'react-i18next';
import { WIZARD_STEPS, type WizardStep } from '../utils/wizard-reducer';

const STEP_NAMES = {
  amount: 'wizard.stepAmount',
  method: 'wizard.stepMethod',
  details: 'wizard.stepDetails',
  verify: 'wizard.stepVerify',
  done: 'wizard.stepDone',
} as const satisfies Record<WizardStep, string>;

export function Stepper({ step }: { step: WizardStep }) {
  const { t } = useTranslation();
  const current = WIZARD_STEPS.indexOf(step);
  return (
    <ol className="mny-stepper" aria-label={t('wizard.stepsLabel')}>
      {WIZARD_STEPS.map((name, i) => (
        <li key={name} className={i === current ? 'is-current' : i < current ? 'is-done' : undefined} aria-current={i === current ? 'step' : undefined}>
          <span className="mny-step-no">{i + 1}</span>
          <span className="mny-step-name">{t(STEP_NAMES[name])}</span>
        </li>
      ))}
    </ol>
  );
}
