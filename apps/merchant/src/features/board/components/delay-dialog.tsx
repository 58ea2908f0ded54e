import { delayChoices, type TBoardOrder } from '@delivery/contract/board';
import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { Dialog } from '../../../components/dialog.tsx';
import { showToast } from '../../../lib/toast.ts';
import { fill, messages } from '../../../lib/messages.ts';
import { useDelayOrder } from '../api/order-moves.ts';

/**
 * "Vai atrasar 15 min": one tap on how late, then the button that says it. The estimate grows by
 * as much and the customer's page shows the new time and the delay (decision 0096).
 */
export function DelayDialog({ order, onClose }: { order: TBoardOrder; onClose: () => void }) {
  const [minutes, setMinutes] = useState<number>(delayChoices[1]);
  const delay = useDelayOrder();
  const texts = messages.delay;
  return (
    <Dialog
      title={fill(texts.title, { number: order.order_number })}
      description={texts.lead}
      onClose={onClose}
      testId="delay-dialog"
      footer={
        <Button
          size="lg"
          className="flex-1"
          busy={delay.isPending}
          onClick={() =>
            delay.mutate(
              { order_id: order.order_id, minutes },
              {
                onSuccess: (answer) => {
                  showToast(answer.message);
                  onClose();
                },
              },
            )
          }
        >
          {fill(texts.submit, { minutes })}
        </Button>
      }
    >
      <fieldset>
        <legend className="mb-2 text-base font-bold text-ink-800">{texts.pick}</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {delayChoices.map((choice) => (
            <button
              key={choice}
              type="button"
              aria-pressed={minutes === choice}
              onClick={() => setMinutes(choice)}
              className="min-h-14 rounded-xl border-2 border-ink-200 text-lg font-bold text-ink-900 hover:border-ink-900 focus-visible:outline-3 focus-visible:outline-sky-600 aria-pressed:border-ink-900 aria-pressed:bg-ink-900 aria-pressed:text-white"
            >
              {fill(texts.option, { minutes: choice })}
            </button>
          ))}
        </div>
      </fieldset>
    </Dialog>
  );
}
