import { WIZARD_STEPS, type WizardStep } from '../utils/wizard-reducer';

const STEP_NAMES: Record<WizardStep, string> = { amount: 'Amount', method: 'Method', details: 'Details', verify: 'Verify', done: 'Done' };

export function Stepper({ step }: { step: WizardStep }) {
  const current = WIZARD_STEPS.indexOf(step);
  return (
    <ol className="mny-stepper" aria-label="Withdrawal steps">
      {WIZARD_STEPS.map((name, i) => (
        <li key={name} className={i === current ? 'is-current' : i < current ? 'is-done' : undefined} aria-current={i === current ? 'step' : undefined}>
          <span className="mny-step-no">{i + 1}</span>
          <span className="mny-step-name">{STEP_NAMES[name]}</span>
        </li>
      ))}
    </ol>
  );
}
