import { useSearchParams } from '@portal/web-core/router';
import { useTranslation } from 'react-i18next';
import { Tabs } from '@portal/web-core/ui';
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
      <Tabs
        label={t('moves.viewsLabel')}
        idPrefix="dsh-move"
        tabs={VIEWS.map((v) => ({ id: v.id, label: t(v.label), caption: t(v.group) }))}
        selected={view}
        onSelect={select}
        panel="plain"
      >
        {view === 'send_money' && <SendMoneyForm />}
        {view === 'transfer_history' && <TransferHistory />}
        {view === 'new_payment' && <ProjectPaymentForm />}
        {view === 'payment_history' && <PaymentHistory />}
      </Tabs>
    </section>
  );
}
