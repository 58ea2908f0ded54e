import { pauseLimits } from '@delivery/contract/board';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/button.tsx';
import { Dialog } from '../../../components/dialog.tsx';
import { PauseIcon, PlayIcon } from '../../../components/icons.tsx';
import { formatClock } from '../../../lib/format.ts';
import { fill, messages } from '../../../lib/messages.ts';
import { usePauseShop } from '../api/pause-shop.ts';
import { pausedUntil, useShopDetail } from '../api/shop-detail.ts';
import { MinutesPicker, parseMinutes } from './minutes-picker.tsx';

const quickPauses = [15, 30, 60] as const;

/** "Pausar loja" for some minutes, and "Retomar"; while paused it says until when. */
export function PauseControl({ shopId, now }: { shopId: number; now: number }) {
  const shop = useShopDetail(shopId);
  const pause = usePauseShop(shopId);
  const [open, setOpen] = useState(false);
  const until = pausedUntil(shop.data, now);

  if (until) {
    return (
      <div className="flex items-center gap-2">
        <p
          data-testid="paused-until"
          className="inline-flex min-h-12 items-center gap-2 rounded-xl bg-amber-400 px-3 text-base font-black text-ink-900"
        >
          <PauseIcon className="size-5" />
          {fill(messages.pause.pausedUntil, { time: formatClock(until) })}
        </p>
        <Button variant="accept" busy={pause.isPending} onClick={() => pause.mutate(0)}>
          <PlayIcon className="size-5" />
          {messages.pause.resume}
        </Button>
      </div>
    );
  }
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <PauseIcon className="size-5" />
        {messages.pause.pause}
      </Button>
      {open ? (
        <PauseDialog
          busy={pause.isPending}
          onClose={() => setOpen(false)}
          onPause={(minutes) => pause.mutate(minutes, { onSuccess: () => setOpen(false) })}
        />
      ) : null}
    </>
  );
}

function PauseDialog({
  busy,
  onClose,
  onPause,
}: {
  busy: boolean;
  onClose: () => void;
  onPause: (minutes: number) => void;
}) {
  const [value, setValue] = useState('30');
  const [checked, setChecked] = useState(false);
  const minutes = parseMinutes(value, 1, pauseLimits.max);
  const error = checked && minutes === null ? fill(messages.pause.outOfRange, pauseLimits) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (minutes !== null) onPause(minutes);
  };
  return (
    <Dialog title={messages.pause.title} description={messages.pause.lead} onClose={onClose} testId="pause-dialog">
      <form onSubmit={submit} noValidate className="space-y-5">
        <MinutesPicker
          value={value}
          onChange={setValue}
          quick={quickPauses}
          label={messages.pause.minutes}
          quickLabel={messages.accept.quick}
          error={error}
        />
        <Button type="submit" size="lg" className="w-full" busy={busy}>
          {minutes === null ? messages.pause.pause : fill(messages.pause.submit, { minutes })}
        </Button>
      </form>
    </Dialog>
  );
}
