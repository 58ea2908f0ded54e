import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { formatReais } from '@delivery/contract/money';
import { showToast } from '../../../lib/toast.ts';
import { copyText } from '../copy-text.ts';
import { orderTime } from '../order-text.ts';
import { CopyIcon } from './order-icons.tsx';

type PixPanelProps = {
  /** The order's number, as the page shows it. */
  orderNumber: number;
  payload: string;
  qrSvg: string;
  amount: number;
  /** A charge of the shop's payment provider: paid by then, and confirmed here when paid. */
  expiresAt: string | null;
};

/**
 * The order's Pix: the 'copia e cola' code with a copy button first on a phone, which cannot scan
 * its own screen, and the QR below it for another device; wider screens show the QR first. The QR
 * is the server's, drawn as an image (a data: URL, so its markup is never put into the page). A
 * provider's charge says until when it can be paid; a shop's static code is confirmed by the shop.
 */
export function PixPanel({ orderNumber, payload, qrSvg, amount, expiresAt }: PixPanelProps) {
  const { t } = useTranslation();
  const codeId = useId();

  const copy = async () => {
    showToast((await copyText(payload)) ? t('orders.pix.copied') : t('orders.pix.copyFailed'));
  };

  return (
    <section aria-labelledby="pix-title" className="rounded-3xl border border-ink-100 bg-white p-5 shadow-sm">
      <h2 id="pix-title" className="text-lg font-extrabold tracking-tight text-ink-900">
        {t('orders.pix.title')}
      </h2>
      <p className="mt-1 text-sm text-ink-600">{t('orders.pix.text')}</p>
      <div className="mt-4 flex flex-col items-center gap-4 sm:flex-row sm:items-start">
        <div className="w-full min-w-0 flex-1">
          <p className="text-base font-bold text-ink-900">{t('orders.pix.amount', { amount: formatReais(amount) })}</p>
          {expiresAt ? (
            <p data-testid="pix-expires" className="mt-1 text-sm text-ink-700">
              {t('orders.pix.expiresAt', { time: orderTime(expiresAt) })}
            </p>
          ) : null}
          <label htmlFor={codeId} className="mt-3 block text-sm font-semibold text-ink-700">
            {t('orders.pix.codeLabel')}
          </label>
          <textarea
            id={codeId}
            data-testid="pix-code"
            readOnly
            rows={3}
            value={payload}
            onFocus={(event) => event.currentTarget.select()}
            className="mt-1 w-full resize-none rounded-xl border border-ink-200 bg-ink-50 px-3 py-2 font-mono text-xs break-all text-ink-800 focus-visible:outline-3 focus-visible:outline-brand-600"
          />
          <Button onClick={() => void copy()} className="mt-3 h-12 w-full text-base">
            <CopyIcon className="size-5" />
            {t('orders.pix.copy')}
          </Button>
        </div>
        <img
          data-testid="pix-qr"
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrSvg)}`}
          alt={t('orders.pix.qrAlt', { number: orderNumber })}
          width={192}
          height={192}
          className="size-48 shrink-0 rounded-2xl border border-ink-100 bg-white p-2 sm:order-first"
        />
      </div>
      <p className="mt-4 rounded-2xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
        {t(expiresAt ? 'orders.pix.noteLive' : 'orders.pix.note')}
      </p>
    </section>
  );
}
