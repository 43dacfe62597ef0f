import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WithdrawalView } from '@portal/contracts/web';
import { saveFile, useServerText } from '@portal/web-core';
import { Dialog, DialogHeader, Loading } from '@portal/web-core/ui';
import { useReceipt } from '../api/get-receipt';

/** The stored receipt in a sandboxed frame, with Print (after 250 ms) and Download (receipt-{id}.html). */
export function ReceiptDialog({ withdrawal, onClose }: { withdrawal: WithdrawalView; onClose: () => void }) {
  const { t } = useTranslation();
  const serverText = useServerText();
  const receipt = useReceipt(withdrawal.id);
  const frame = useRef<HTMLIFrameElement>(null);
  const printButton = useRef<HTMLButtonElement>(null);

  /** Escape pressed while focus is inside the receipt frame closes the dialog too. */
  const [frameDocument, setFrameDocument] = useState<Document | null>(null);
  const onFrameLoad = () => {
    try {
      setFrameDocument(frame.current?.contentDocument ?? null);
    } catch {
      // a cross-origin frame: nothing to attach
    }
  };
  const close = useEffectEvent(() => onClose());
  useEffect(() => {
    if (!frameDocument) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    frameDocument.addEventListener('keydown', onKey);
    return () => frameDocument.removeEventListener('keydown', onKey);
  }, [frameDocument]);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  useEffect(() => {
    if (receipt.error) console.warn('Receipt could not be loaded', receipt.error);
  }, [receipt.error]);

  const print = () => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      try {
        const win = frame.current?.contentWindow;
        if (!win) throw new Error('no frame');
        win.focus();
        win.print();
      } catch {
        window.print();
      }
      printButton.current?.focus();
    }, 250);
  };

  const download = () => {
    if (receipt.data) saveFile(new Blob([receipt.data.html], { type: 'text/html;charset=utf-8' }), `receipt-${withdrawal.id}.html`);
  };

  return (
    <Dialog labelledBy="mny-receipt-title" onClose={onClose} className="mny-receipt-dialog">
      <DialogHeader
        titleId="mny-receipt-title"
        title={t('withdrawals.receiptTitle', { number: withdrawal.transactionNumber })}
        onClose={onClose}
        closeLabel={t('withdrawals.closeReceipt')}
      />
      {receipt.isPending ? (
        <Loading label={t('withdrawals.loadingReceipt')} />
      ) : receipt.isError ? (
        <div className="alert alert-warning" role="alert">
          {receipt.error.statusCode === 404 ? t('withdrawals.receiptNotYet') : serverText(receipt.error.message)}
        </div>
      ) : (
        <iframe
          ref={frame}
          className="mny-receipt-frame"
          title={t('withdrawals.receiptFrame', { number: withdrawal.transactionNumber })}
          sandbox="allow-same-origin allow-modals"
          srcDoc={receipt.data.html}
          onLoad={onFrameLoad}
        />
      )}
      <div className="mny-actions">
        <button type="button" className="btn btn-outline" onClick={onClose}>
          {t('common.close')}
        </button>
        <button type="button" className="btn btn-outline" onClick={download} disabled={!receipt.data}>
          {t('withdrawals.download')}
        </button>
        <button ref={printButton} type="button" className="btn btn-primary" onClick={print} disabled={!receipt.data}>
          {t('withdrawals.print')}
        </button>
      </div>
    </Dialog>
  );
}
