import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { Dialog } from '../../../components/dialog.tsx';
import { FieldError } from '../../../components/text-field.tsx';
import { fill, messages } from '../../../lib/messages.ts';
import { weekOrder } from '../hours-form.ts';

type CopyDayDialogProps = { from: number; onCopy: (to: number[]) => void; onClose: () => void };

const text = messages.shopSettings.hours;

/** Picks the days that take the periods of `from`. */
export function CopyDayDialog({ from, onCopy, onClose }: CopyDayDialogProps) {
  const others = weekOrder.filter((weekday) => weekday !== from);
  const [picked, setPicked] = useState<number[]>([]);
  const [checked, setChecked] = useState(false);
  const toggle = (weekday: number, on: boolean) =>
    setPicked((current) => (on ? [...current, weekday] : current.filter((day) => day !== weekday)));
  const copy = () => {
    setChecked(true);
    if (picked.length === 0) return;
    onCopy(picked);
    onClose();
  };
  return (
    <Dialog
      title={fill(text.copyTitle, { day: text.days[from]! })}
      description={text.copyLead}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {messages.app.cancel}
          </Button>
          <Button onClick={copy}>{text.copyConfirm}</Button>
        </>
      }
    >
      <fieldset>
        <legend className="sr-only">{fill(text.copyTitle, { day: text.days[from]! })}</legend>
        <label className="flex min-h-12 items-center gap-3 border-b border-ink-100 text-base font-bold text-ink-900">
          <input
            type="checkbox"
            checked={picked.length === others.length}
            onChange={(event) => setPicked(event.target.checked ? [...others] : [])}
            className="size-5 accent-ink-900"
          />
          {text.copyAll}
        </label>
        {others.map((weekday) => (
          <label key={weekday} className="flex min-h-12 items-center gap-3 text-base text-ink-900">
            <input
              type="checkbox"
              checked={picked.includes(weekday)}
              onChange={(event) => toggle(weekday, event.target.checked)}
              className="size-5 accent-ink-900"
            />
            {text.days[weekday]}
          </label>
        ))}
      </fieldset>
      {checked && picked.length === 0 ? <FieldError>{text.copyNone}</FieldError> : null}
    </Dialog>
  );
}
