import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { PinConfirmDialog, emptyPin, isApiError, newIdempotencyKey } from '@portal/web-core';
import {
  ErrorCodes,
  PinMessages,
  WITHDRAWAL_FEES,
  WITHDRAWAL_PROCESSING_TIME,
  WITHDRAWAL_TIMELINE_TEXT,
  WithdrawalMessages,
  checkMethodDetails,
  formatUsd,
  parseUsdToCents,
  quoteWithdrawal,
  type CreateWithdrawalResult,
  type PinStatus,
  type WithdrawalMethod,
} from '@portal/contracts';
import { createWithdrawal, loadErrorText, moneyKeys, useLimits, type QuarterLimits } from './api';
import { MethodDetailsForm, detailsForSubmit, initialDetails, recipientOf, type Details } from './MethodDetailsForm';

const METHODS: WithdrawalMethod[] = ['bank_transfer', 'wire_transfer', 'digital_wallet', 'check'];
const STEP_NAMES = ['Amount', 'Method', 'Details', 'Verify', 'Done'];

function Stepper({ step }: { step: number }) {
  return (
    <ol className="mny-stepper" aria-label="Withdrawal steps">
      {STEP_NAMES.map((name, i) => (
        <li key={name} className={i + 1 === step ? 'is-current' : i + 1 < step ? 'is-done' : undefined} aria-current={i + 1 === step ? 'step' : undefined}>
          <span className="mny-step-no">{i + 1}</span>
          <span className="mny-step-name">{name}</span>
        </li>
      ))}
    </ol>
  );
}

function ErrorAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div className="alert alert-error" role="alert">
      {message}
    </div>
  );
}

/** Validates the amount text against the balance and the quarter (spec 2 §5): a message or the cents. */
export function checkAmount(text: string, limits: QuarterLimits | null | undefined): { ok: true; cents: number } | { ok: false; message: string } {
  if (!limits) return { ok: false, message: WithdrawalMessages.noGrant };
  if (text.trim() === '') return { ok: false, message: WithdrawalMessages.validAmount };
  const cents = parseUsdToCents(text);
  if (cents === null) return { ok: false, message: WithdrawalMessages.validAmount };
  if (cents <= 0) return { ok: false, message: WithdrawalMessages.greaterThanZero };
  if (cents > limits.currentBalance) return { ok: false, message: WithdrawalMessages.insufficient(limits.currentBalance) };
  if (cents > limits.currentQuarterRemaining) {
    return { ok: false, message: WithdrawalMessages.exceedsQuarter(limits.currentQuarterLabel, limits.currentQuarterRemaining) };
  }
  return { ok: true, cents };
}

function lockedMessage(pin: PinStatus | undefined): string | null {
  if (!pin?.lockedUntil) return null;
  const ms = Date.parse(pin.lockedUntil) - Date.now();
  if (!(ms > 0)) return null;
  return PinMessages.locked(Math.max(1, Math.ceil(ms / 60_000)));
}

export function Wizard({ pinStatus }: { pinStatus: PinStatus | undefined }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const limitsQuery = useLimits();
  const limits = limitsQuery.data;

  const [step, setStep] = useState(1);
  const [amountText, setAmountText] = useState('');
  const [amountCents, setAmountCents] = useState(0);
  const [method, setMethod] = useState<WithdrawalMethod | null>(null);
  const [details, setDetails] = useState<Details>({});
  const [cleanDetails, setCleanDetails] = useState<Record<string, unknown>>({});
  const [error, setError] = useState<string | null>(null);
  const [pinDigits, setPinDigits] = useState<string[]>(emptyPin);
  const [pinError, setPinError] = useState<string | null>(null);
  const [locked, setLocked] = useState<string | null>(null);
  const [pinOpen, setPinOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<CreateWithdrawalResult | null>(null);
  const idempotencyKey = useRef<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    // Step 4 opens the PIN dialog, which takes the focus itself.
    if (step !== 4) headingRef.current?.focus();
  }, [step]);

  const quote = useMemo(() => (method && amountCents > 0 ? quoteWithdrawal(method, amountCents) : null), [method, amountCents]);

  const go = (next: number) => {
    setError(null);
    setStep(next);
  };

  const submitAmount = (event: FormEvent) => {
    event.preventDefault();
    const check = checkAmount(amountText, limits);
    if (!check.ok) {
      setError(check.message);
      return;
    }
    setAmountCents(check.cents);
    go(2);
  };

  const submitMethod = (event: FormEvent) => {
    event.preventDefault();
    if (!method) {
      setError(WithdrawalMessages.selectMethod);
      return;
    }
    const q = quoteWithdrawal(method, amountCents);
    if (q.netCents <= 0) {
      setError(WithdrawalMessages.feeExceedsAmount(q.feeCents));
      return;
    }
    if (Object.keys(details).length === 0 || details.__method !== method) setDetails({ ...initialDetails(method), __method: method });
    go(3);
  };

  const submitDetails = (event: FormEvent) => {
    event.preventDefault();
    if (!method) return;
    const check = checkMethodDetails(method, detailsForSubmit(method, details));
    if (!check.ok) {
      setError(check.message);
      return;
    }
    setCleanDetails(check.details);
    idempotencyKey.current = newIdempotencyKey();
    setPinDigits(emptyPin());
    setPinError(null);
    setLocked(lockedMessage(pinStatus));
    go(4);
    setPinOpen(true);
  };

  const cancelPin = () => {
    if (busy) return;
    setPinOpen(false);
    setPinError(null);
    go(3);
  };

  const confirmPin = async () => {
    if (!method || busy) return;
    const pin = pinDigits.join('');
    if (pin.length < 6) {
      setPinError(PinMessages.enterSix);
      return;
    }
    idempotencyKey.current ??= newIdempotencyKey();
    setBusy(true);
    setPinError(null);
    try {
      const res = await createWithdrawal({ amountCents, method, methodDetails: cleanDetails, pin, idempotencyKey: idempotencyKey.current });
      setResult(res);
      setPinOpen(false);
      setPinDigits(emptyPin());
      idempotencyKey.current = null;
      void queryClient.invalidateQueries({ queryKey: moneyKeys.limits });
      void queryClient.invalidateQueries({ queryKey: moneyKeys.list });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
      void queryClient.invalidateQueries({ queryKey: moneyKeys.pin });
      go(5);
    } catch (err) {
      setPinDigits(emptyPin());
      if (isApiError(err)) {
        // A 4xx answer means nothing was created: the next attempt is a new submission.
        if (err.statusCode >= 400 && err.statusCode < 500) idempotencyKey.current = newIdempotencyKey();
        if (err.code === 'PIN_INCORRECT') {
          setPinError(err.message);
          if (/locked/i.test(err.message)) setLocked(err.message);
        } else if (err.code === 'PIN_LOCKED') {
          setLocked(err.message);
          void queryClient.invalidateQueries({ queryKey: moneyKeys.pin });
        } else if (err.code === 'PIN_NOT_FOUND') {
          setPinError(err.message);
        } else if (err.code === ErrorCodes.kycNotApproved) {
          navigate('/dashboard', { replace: true, state: { alert: WithdrawalMessages.kycRequired } });
        } else {
          setPinError(WithdrawalMessages.submitFailed(err.message));
          void queryClient.invalidateQueries({ queryKey: moneyKeys.limits });
        }
      } else {
        setPinError(WithdrawalMessages.submitFailed(err instanceof Error ? err.message : 'Unexpected error occurred'));
      }
      window.setTimeout(() => document.getElementById('mny-pin-0')?.focus(), 0);
    } finally {
      setBusy(false);
    }
  };

  const restart = () => {
    setAmountText('');
    setAmountCents(0);
    setMethod(null);
    setDetails({});
    setResult(null);
    go(1);
  };

  const methodLabel = method ? WITHDRAWAL_FEES[method].label : '';
  const summaryRows: Array<[string, string]> = quote
    ? [
        ['Type', 'Withdrawal'],
        ['Amount', formatUsd(amountCents)],
        ['Recipient', method ? recipientOf(method, cleanDetails) || '—' : '—'],
        ['Method', methodLabel],
        ['Processing Fee', formatUsd(quote.feeCents)],
        ["You'll receive", formatUsd(quote.netCents)],
      ]
    : [];

  if (limitsQuery.isPending) {
    return (
      <div className="loading" role="status">
        <div className="spinner" aria-hidden="true" />
        Loading your balance…
      </div>
    );
  }
  if (limitsQuery.isError) {
    return (
      <div className="alert alert-error" role="alert">
        {loadErrorText(limitsQuery.error)}{' '}
        <button type="button" className="btn btn-outline btn-sm" onClick={() => void limitsQuery.refetch()}>
          Retry
        </button>
      </div>
    );
  }

  return (
    <div className="mny-wizard">
      <Stepper step={step} />

      {step === 1 && (
        <form onSubmit={submitAmount} noValidate aria-labelledby="mny-step-title">
          <h2 id="mny-step-title" ref={headingRef} tabIndex={-1}>
            Withdrawal Amount
          </h2>
          {limits ? (
            <div className={`mny-quarter ${limits.warning || limits.limitReached ? 'mny-quarter-warning' : ''}`}>
              <div>
                <span className="mny-k">Available Balance</span>
                <strong className="mny-v" data-testid="available-balance">{formatUsd(limits.currentBalance)}</strong>
              </div>
              <div>
                <span className="mny-k">{limits.currentQuarterLabel} Remaining</span>
                <strong className="mny-v" data-testid="quarter-remaining">{formatUsd(Math.max(0, limits.currentQuarterRemaining))}</strong>
              </div>
              <div>
                <span className="mny-k">Quarter Period</span>
                <span className="mny-v">{limits.currentQuarterPeriod}</span>
              </div>
              <div>
                <span className="mny-k">Days Remaining</span>
                <span className="mny-v">{limits.daysRemainingInQuarter}</span>
              </div>
              {(limits.warning || limits.limitReached) && (
                <p className="mny-quarter-note" role="note">
                  {limits.limitReached
                    ? `You have reached your ${limits.currentQuarterLabel} withdrawal limit.`
                    : `You have used 80% or more of your ${limits.currentQuarterLabel} limit (${formatUsd(limits.currentQuarterUsed)} of ${formatUsd(limits.currentQuarterLimit)}).`}
                </p>
              )}
            </div>
          ) : (
            <div className="alert alert-warning" role="alert">
              {WithdrawalMessages.noGrant}
            </div>
          )}
          <div className="field">
            <label htmlFor="mny-amount">Withdrawal Amount (USD)</label>
            <input
              id="mny-amount"
              name="amount"
              className="input"
              type="number"
              inputMode="decimal"
              step="0.01"
              min="0"
              placeholder="0.00"
              value={amountText}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'mny-amount-error' : undefined}
              onChange={(e) => {
                setAmountText(e.target.value);
                setError(null);
              }}
            />
          </div>
          {error && (
            <div className="alert alert-error" role="alert" id="mny-amount-error">
              {error}
            </div>
          )}
          <div className="mny-actions">
            <button type="submit" className="btn btn-primary" disabled={!limits}>
              Continue
            </button>
          </div>
        </form>
      )}

      {step === 2 && (
        <form onSubmit={submitMethod} noValidate aria-labelledby="mny-step-title">
          <h2 id="mny-step-title" ref={headingRef} tabIndex={-1}>
            Select Withdrawal Method
          </h2>
          <div className="alert alert-info mny-timeline">
            All withdrawal methods take {WITHDRAWAL_TIMELINE_TEXT}.
          </div>
          <div className="mny-methods" role="radiogroup" aria-label="Withdrawal method">
            {METHODS.map((m) => {
              const fee = WITHDRAWAL_FEES[m];
              return (
                <label key={m} className={`mny-method ${method === m ? 'is-selected' : ''}`} htmlFor={`mny-method-${m}`}>
                  <input
                    id={`mny-method-${m}`}
                    type="radio"
                    name="method"
                    value={m}
                    checked={method === m}
                    aria-describedby={`mny-method-${m}-info`}
                    onChange={() => {
                      setMethod(m);
                      setError(null);
                    }}
                  />
                  <span className="mny-method-name">{fee.label}</span>
                  <span className="mny-method-info" id={`mny-method-${m}-info`}>
                    <span>Processing time: {WITHDRAWAL_PROCESSING_TIME}</span>
                    <span>Fee: {fee.feeText}</span>
                  </span>
                </label>
              );
            })}
          </div>
          <div className="mny-preview" aria-live="polite">
            <h3>Fee Preview</h3>
            <dl className="mny-summary">
              <div>
                <dt>Amount</dt>
                <dd>{formatUsd(amountCents)}</dd>
              </div>
              <div>
                <dt>Processing Fee</dt>
                <dd>{quote ? formatUsd(quote.feeCents) : '—'}</dd>
              </div>
              <div className="mny-summary-total">
                <dt>Net Amount</dt>
                <dd>{quote ? formatUsd(quote.netCents) : '—'}</dd>
              </div>
            </dl>
          </div>
          <ErrorAlert message={error} />
          <div className="mny-actions">
            <button type="button" className="btn btn-outline" onClick={() => go(1)}>
              Back
            </button>
            <button type="submit" className="btn btn-primary" disabled={!method}>
              Continue
            </button>
          </div>
        </form>
      )}

      {step === 3 && method && (
        <form onSubmit={submitDetails} noValidate aria-labelledby="mny-step-title">
          <h2 id="mny-step-title" ref={headingRef} tabIndex={-1}>
            {methodLabel} Details
          </h2>
          <p className="mny-muted">
            Withdrawing {formatUsd(amountCents)} by {methodLabel}. Fields marked * are required.
          </p>
          <MethodDetailsForm method={method} details={details} onChange={(d) => { setDetails(d); setError(null); }} />
          <ErrorAlert message={error} />
          <div className="mny-actions">
            <button type="button" className="btn btn-outline" onClick={() => go(2)}>
              Back
            </button>
            <button type="submit" className="btn btn-primary">
              Continue
            </button>
          </div>
        </form>
      )}

      {step === 4 && method && quote && (
        <section aria-labelledby="mny-step-title">
          <h2 id="mny-step-title" ref={headingRef} tabIndex={-1}>
            Verify Your Identity
          </h2>
          <dl className="mny-summary mny-summary-card">
            <div>
              <dt>Amount</dt>
              <dd>{formatUsd(amountCents)}</dd>
            </div>
            <div>
              <dt>Processing Fee</dt>
              <dd>{formatUsd(quote.feeCents)}</dd>
            </div>
            <div>
              <dt>Net Amount</dt>
              <dd>{formatUsd(quote.netCents)}</dd>
            </div>
            <div>
              <dt>Method</dt>
              <dd>{methodLabel}</dd>
            </div>
          </dl>
          <div className="mny-actions">
            <button type="button" className="btn btn-outline" onClick={() => go(3)}>
              Back
            </button>
            <button type="button" className="btn btn-primary" onClick={() => setPinOpen(true)}>
              Enter PIN
            </button>
          </div>
          {pinOpen && (
            <PinConfirmDialog
              purpose="this withdrawal"
              digits={pinDigits}
              onDigits={(d) => {
                setPinDigits(d);
                if (pinError === PinMessages.enterSix) setPinError(null);
              }}
              rows={summaryRows}
              error={pinError}
              locked={locked}
              busy={busy}
              onCancel={cancelPin}
              onConfirm={() => void confirmPin()}
            />
          )}
        </section>
      )}

      {step === 5 && result && (
        <section className="mny-success" aria-labelledby="mny-step-title">
          <div className="mny-success-icon" aria-hidden="true">
            ✓
          </div>
          <h2 id="mny-step-title" ref={headingRef} tabIndex={-1}>
            Withdrawal Submitted!
          </h2>
          <dl className="mny-summary mny-summary-card">
            <div>
              <dt>Transaction Number</dt>
              <dd data-testid="transaction-number">{result.withdrawal.transactionNumber}</dd>
            </div>
            <div>
              <dt>Amount</dt>
              <dd>{formatUsd(result.withdrawal.amountCents)}</dd>
            </div>
            <div>
              <dt>You'll receive</dt>
              <dd>{formatUsd(result.withdrawal.netCents)}</dd>
            </div>
            <div>
              <dt>New Balance</dt>
              <dd data-testid="new-balance">{formatUsd(result.balanceCents)}</dd>
            </div>
            <div>
              <dt>{result.quarter.currentQuarterLabel} Remaining</dt>
              <dd data-testid="quarter-remaining-after">{formatUsd(Math.max(0, result.quarter.currentQuarterRemaining))}</dd>
            </div>
            <div>
              <dt>{result.quarter.currentQuarterLabel} Used</dt>
              <dd>{formatUsd(result.quarter.currentQuarterUsed)}</dd>
            </div>
            <div>
              <dt>{result.quarter.currentQuarterLabel} Limit</dt>
              <dd>{formatUsd(result.quarter.currentQuarterLimit)}</dd>
            </div>
          </dl>
          <div className="mny-next">
            <h3>Next steps</h3>
            <p>
              Your withdrawal is pending review. Funds are expected within {WITHDRAWAL_TIMELINE_TEXT}. You can follow its status and download a
              receipt in your withdrawal history once it is processing.
            </p>
          </div>
          <div className="mny-actions">
            <button type="button" className="btn btn-outline" onClick={() => navigate('/dashboard')}>
              Go to Dashboard
            </button>
            <button type="button" className="btn btn-primary" onClick={() => navigate('/withdrawals/history')}>
              View History
            </button>
            <button type="button" className="btn btn-light" onClick={restart}>
              Make Another Withdrawal
            </button>
          </div>
        </section>
      )}
    </div>
  );
}
