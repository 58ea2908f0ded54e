import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useMercadoPago } from '../api/get-card-gateway.ts';
import { CardPayForm, type CardPayFormProps } from './card-pay-form.tsx';

/**
 * 'Cartão de crédito ou débito (pague pelo app)', as it opens under its choice: loaded on that
 * choice only (checkout-page.tsx), it reads the shop's gateway and adds the gateway's script, then
 * shows the form. The card's digits are only ever in the gateway's iframes.
 */
export function CardOnlineForm(props: CardPayFormProps) {
  const { t } = useTranslation();
  const { gateway, script } = useMercadoPago(props.shopId);
  const { onState } = props;
  const unavailable = gateway.isSuccess && gateway.data === null;
  const failed = gateway.isError || script.isError;
  const ready = script.data !== undefined;

  // Until the form is drawn, checkout knows why it cannot pay yet.
  useEffect(() => {
    if (!ready) onState({ problem: unavailable ? 'unavailable' : 'loading', revision: 0 });
  }, [ready, unavailable, onState]);

  if (unavailable) {
    return <p className="rounded-2xl bg-ink-50 px-4 py-3 text-sm text-ink-700">{t('checkout.card.unavailable')}</p>;
  }
  if (failed) {
    return (
      <div role="alert" className="rounded-2xl bg-brand-50 px-4 py-3 text-sm text-brand-800">
        <p>{t('checkout.card.loadError')}</p>
        <Button
          variant="secondary"
          className="mt-3"
          onClick={() => void (gateway.isError ? gateway.refetch() : script.refetch())}
        >
          {t('checkout.card.retry')}
        </Button>
      </div>
    );
  }
  if (!ready) {
    return (
      <div role="status" data-testid="card-loading" className="flex items-center gap-3 py-3 text-sm text-ink-700">
        <Spinner className="size-5" />
        {t('checkout.card.loading')}
      </div>
    );
  }
  return <CardPayForm {...props} mp={script.data} />;
}
