import { estimateLimits, type TBoardOrder } from '@delivery/contract/board';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/button.tsx';
import { Dialog } from '../../../components/dialog.tsx';
import { useDeviceSetting } from '../../../hooks/use-device-setting.ts';
import { fill, messages } from '../../../lib/messages.ts';
import { useAcceptOrder } from '../api/order-moves.ts';
import { proposedEstimate, useShopDetail } from '../api/shop-detail.ts';
import { printOnAccept } from '../board-settings.ts';
import { MinutesPicker, parseMinutes } from './minutes-picker.tsx';

const quickEstimates = [20, 30, 40, 50, 60, 90] as const;

type AcceptDialogProps = {
  order: TBoardOrder;
  onClose: () => void;
  onPrint: (order: TBoardOrder) => void;
};

/** Accepts with a promise in minutes, pre-filled from the shop's own estimate (else 40). */
export function AcceptDialog({ order, onClose, onPrint }: AcceptDialogProps) {
  const shop = useShopDetail(order.shop_id);
  const estimate = proposedEstimate(shop.data);
  return <AcceptForm key={estimate} order={order} initial={estimate} onClose={onClose} onPrint={onPrint} />;
}

function AcceptForm({ order, initial, onClose, onPrint }: AcceptDialogProps & { initial: number }) {
  const [value, setValue] = useState(String(initial));
  const [checked, setChecked] = useState(false);
  const [printing, setPrinting] = useDeviceSetting(printOnAccept);
  const accept = useAcceptOrder();
  const minutes = parseMinutes(value, estimateLimits.min, estimateLimits.max);
  const error = checked && minutes === null ? fill(messages.accept.outOfRange, estimateLimits) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (minutes === null) return;
    accept.mutate(
      { order_id: order.order_id, estimate_minutes: minutes },
      {
        onSuccess: (answer) => {
          onClose();
          if (printing) onPrint(answer.order as TBoardOrder);
        },
      },
    );
  };

  return (
    <Dialog
      title={fill(messages.accept.title, { number: order.order_number })}
      description={fill(messages.accept.lead, {
        forDelivery: order.delivery_type === 'delivery' ? messages.accept.forDelivery : '',
      })}
      onClose={onClose}
      testId="accept-dialog"
    >
      <form onSubmit={submit} noValidate className="space-y-5">
        <MinutesPicker
          value={value}
          onChange={setValue}
          quick={quickEstimates}
          label={messages.accept.minutes}
          quickLabel={messages.accept.quick}
          step={5}
          error={error}
        />
        <label className="flex min-h-12 items-center gap-3 text-base font-semibold text-ink-800">
          <input
            type="checkbox"
            checked={printing}
            onChange={(event) => setPrinting(event.target.checked)}
            className="size-6 accent-ink-900"
          />
          {messages.board.printOnAccept}
        </label>
        <Button type="submit" variant="accept" size="lg" className="w-full" busy={accept.isPending}>
          {minutes === null ? messages.actions.accept : fill(messages.accept.submit, { minutes })}
        </Button>
      </form>
    </Dialog>
  );
}
