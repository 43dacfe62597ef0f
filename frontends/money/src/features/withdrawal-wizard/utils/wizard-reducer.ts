import {
  PIN_LENGTH,
  PinMessages,
  WithdrawalMessages,
  checkWithdrawalAmount,
  parseWithdrawalAmount,
  quoteWithdrawal,
  type BudgetLine,
  type CreateWithdrawalResult,
  type WithdrawalAmountLimits,
  type WithdrawalMethod,
} from '@portal/contracts/web';
import { checkMethodDetails, methodDetailsIssues } from '@portal/contracts/schemas';
import { emptyPin } from '@portal/web-core/ui';
import { detailsForSubmit, initialDetails, type Details } from './method-fields';

/** The wizard's steps in the order of spec 2 §2.5; Back moves one step. */
export const WIZARD_STEPS = ['amount', 'method', 'details', 'verify', 'done'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

export const pinComplete = (digits: string[]): boolean => digits.join('').length === PIN_LENGTH;

export interface PinEntry {
  open: boolean;
  digits: string[];
  error: string | null;
  /** The lock message while the PIN is locked (the dialog then hides its input). */
  locked: string | null;
  /** The withdrawal is being submitted. */
  busy: boolean;
}

export interface WizardState {
  step: WizardStep;
  /** Whether the current step's heading takes the focus when it appears: not for the first step shown. */
  focusHeading: boolean;
  amountText: string;
  amountCents: number;
  method: WithdrawalMethod | null;
  /** The details form as typed, and the method it was started for. */
  details: Details;
  detailsMethod: WithdrawalMethod | null;
  /** The details as checked and sent. */
  checkedDetails: Record<string, unknown>;
  /** The grant budget line the withdrawal counts against; '' leaves it on the method's default. */
  budgetLine: BudgetLine | '';
  /** The current step's error. */
  error: string | null;
  /** The details step's message per invalid field (all at once), and how often they were shown (to focus the first). */
  fieldErrors: Record<string, string>;
  fieldErrorsShown: number;
  pin: PinEntry;
  /** One key per submission: kept for a retry after a network failure or a 5xx, new after any answer that created nothing. */
  idempotencyKey: string | null;
  result: CreateWithdrawalResult | null;
}

export type WizardAction =
  | { type: 'amountTyped'; text: string }
  | { type: 'amountSubmitted'; limits: WithdrawalAmountLimits | null }
  | { type: 'methodChosen'; method: WithdrawalMethod }
  | { type: 'methodSubmitted' }
  | { type: 'detailsTyped'; details: Details }
  | { type: 'budgetLineChosen'; line: BudgetLine | '' }
  /** `locked` is the PIN's lock message as of now, `idempotencyKey` a fresh key for the submission. */
  | { type: 'detailsSubmitted'; locked: string | null; idempotencyKey: string }
  | { type: 'back' }
  | { type: 'pinOpened' }
  | { type: 'pinCancelled' }
  | { type: 'pinTyped'; digits: string[] }
  | { type: 'pinIncomplete' }
  | { type: 'submitStarted' }
  | { type: 'submitSucceeded'; result: CreateWithdrawalResult }
  /** What the failure means for the dialog; `idempotencyKey` is the key for the next attempt. */
  | { type: 'submitFailed'; error: string | null; locked: string | null; idempotencyKey: string }
  | { type: 'restarted' };

const closedPin: PinEntry = { open: false, digits: emptyPin(), error: null, locked: null, busy: false };

export const initialWizardState: WizardState = {
  step: 'amount',
  focusHeading: false,
  amountText: '',
  amountCents: 0,
  method: null,
  details: {},
  detailsMethod: null,
  checkedDetails: {},
  budgetLine: '',
  error: null,
  fieldErrors: {},
  fieldErrorsShown: 0,
  pin: closedPin,
  idempotencyKey: null,
  result: null,
};

function goTo(state: WizardState, step: WizardStep): WizardState {
  return { ...state, step, focusHeading: true, error: null, fieldErrors: {} };
}

const fail = (state: WizardState, error: string): WizardState => ({ ...state, error });

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'amountTyped':
      return { ...state, amountText: action.text, error: null };

    case 'amountSubmitted': {
      if (!action.limits) return fail(state, WithdrawalMessages.noGrant);
      const amount = parseWithdrawalAmount(state.amountText);
      if (!amount.ok) return fail(state, amount.message);
      const problem = checkWithdrawalAmount(amount.cents, action.limits);
      if (problem) return fail(state, problem);
      return goTo({ ...state, amountCents: amount.cents }, 'method');
    }

    case 'methodChosen':
      return { ...state, method: action.method, error: null };

    case 'budgetLineChosen':
      return { ...state, budgetLine: action.line };

    case 'methodSubmitted': {
      if (!state.method) return fail(state, WithdrawalMessages.selectMethod);
      const quote = quoteWithdrawal(state.method, state.amountCents);
      if (quote.netCents <= 0) return fail(state, WithdrawalMessages.feeExceedsAmount(quote.feeCents));
      // The details typed for a method are kept while the method stays the same.
      const keep = state.detailsMethod === state.method;
      return goTo({ ...state, details: keep ? state.details : initialDetails(state.method), detailsMethod: state.method }, 'details');
    }

    case 'detailsTyped': {
      // A field's message stays until the field changes.
      const fieldErrors = Object.fromEntries(Object.entries(state.fieldErrors).filter(([name]) => action.details[name] === state.details[name]));
      return { ...state, details: action.details, error: null, fieldErrors };
    }

    case 'detailsSubmitted': {
      if (!state.method) return state;
      const details = detailsForSubmit(state.method, state.details);
      const check = checkMethodDetails(state.method, details);
      if (!check.ok) {
        const fieldErrors = methodDetailsIssues(state.method, details);
        // A problem no field shows (none is expected) goes to the step's message.
        if (Object.keys(fieldErrors).length === 0) return fail(state, check.message);
        return { ...state, error: null, fieldErrors, fieldErrorsShown: state.fieldErrorsShown + 1 };
      }
      return {
        ...goTo(state, 'verify'),
        checkedDetails: check.details,
        idempotencyKey: action.idempotencyKey,
        pin: { ...closedPin, open: true, locked: action.locked },
      };
    }

    case 'back': {
      const index = WIZARD_STEPS.indexOf(state.step);
      if (index <= 0 || state.step === 'done') return state;
      return { ...goTo(state, WIZARD_STEPS[index - 1]!), pin: { ...state.pin, open: false } };
    }

    case 'pinOpened':
      return { ...state, pin: { ...state.pin, open: true } };

    case 'pinCancelled':
      // Closing the PIN dialog returns to the details step (spec 2 §2.5).
      if (state.pin.busy) return state;
      return { ...goTo(state, 'details'), pin: { ...state.pin, open: false, error: null } };

    case 'pinTyped':
      // The "enter all digits" hint goes away as soon as the digits change; a server answer stays.
      return { ...state, pin: { ...state.pin, digits: action.digits, error: state.pin.error === PinMessages.enterSix ? null : state.pin.error } };

    case 'pinIncomplete':
      return { ...state, pin: { ...state.pin, error: PinMessages.enterSix } };

    case 'submitStarted':
      return { ...state, pin: { ...state.pin, busy: true, error: null } };

    case 'submitSucceeded':
      return { ...goTo(state, 'done'), result: action.result, pin: closedPin, idempotencyKey: null };

    case 'submitFailed':
      // A wrong PIN (or any failure) clears the boxes.
      return {
        ...state,
        idempotencyKey: action.idempotencyKey,
        pin: { ...state.pin, busy: false, digits: emptyPin(), error: action.error, locked: action.locked ?? state.pin.locked },
      };

    case 'restarted':
      return { ...initialWizardState, focusHeading: true };
  }
}
