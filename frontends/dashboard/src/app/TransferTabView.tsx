import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PaymentHistory } from '../features/project-payments/components/PaymentHistory';
import { ProjectPaymentForm } from '../features/project-payments/components/ProjectPaymentForm';
import { SendMoneyForm } from '../features/transfers/components/SendMoneyForm';
import { TransferHistory } from '../features/transfers/components/TransferHistory';

/** The views under Transfer: money transfers (send_money, transfer_history) and project payments (new_payment, payment_history). */
const VIEWS = [
  { id: 'send_money', label: 'moves.sendMoney', group: 'moves.groupTransfer' },
  { id: 'transfer_history', label: 'moves.transferHistory', group: 'moves.groupTransfer' },
  { id: 'new_payment', label: 'moves.createProjectPayment', group: 'moves.groupProjectPayments' },
  { id: 'payment_history', label: 'moves.paymentHistory', group: 'moves.groupProjectPayments' },
] as const;
type TransferViewId = (typeof VIEWS)[number]['id'];

function parseView(value: string | null): TransferViewId {
  return VIEWS.find((v) => v.id === value)?.id ?? 'send_money';
}

/** /dashboard?tab=transfer&view=…: the four views as tabs, switched in place (spec 2 §2.3, §2.4). */
export function TransferTabView() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const view = parseView(params.get('view'));
  const select = (id: TransferViewId) => {
    const next = new URLSearchParams(params);
    next.set('view', id);
    setParams(next);
  };
  return (
    <section className="card dsh-move" aria-labelledby="dsh-tab-title">
      <h2 id="dsh-tab-title">{t('moves.title')}</h2>
      <div className="dsh-move-tabs" role="tablist" aria-label={t('moves.viewsLabel')}>
        {VIEWS.map((v) => (
          <button
            key={v.id}
            type="button"
            role="tab"
            id={`dsh-move-tab-${v.id}`}
            aria-selected={view === v.id}
            aria-controls="dsh-move-panel"
            tabIndex={view === v.id ? 0 : -1}
            className={`dsh-move-tab${view === v.id ? ' is-active' : ''}`}
            onClick={() => select(v.id)}
            onKeyDown={(e) => {
              const i = VIEWS.findIndex((x) => x.id === view);
              if (e.key === 'ArrowRight') select(VIEWS[(i + 1) % VIEWS.length]!.id);
              if (e.key === 'ArrowLeft') select(VIEWS[(i + VIEWS.length - 1) % VIEWS.length]!.id);
            }}
          >
            <span className="dsh-move-group">{t(v.group)}</span>
            {t(v.label)}
          </button>
        ))}
      </div>
      <div id="dsh-move-panel" role="tabpanel" aria-labelledby={`dsh-move-tab-${view}`}>
        {view === 'send_money' && <SendMoneyForm />}
        {view === 'transfer_history' && <TransferHistory />}
        {view === 'new_payment' && <ProjectPaymentForm />}
        {view === 'payment_history' && <PaymentHistory />}
      </div>
    </section>
  );
}
