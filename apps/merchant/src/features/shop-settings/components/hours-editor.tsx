import type { TShopHoursResponse } from '@delivery/contract/shop-hours';
import { useQueryClient } from '@tanstack/react-query';
import { SaveBar } from '../../../components/save-bar.tsx';
import { useVersionedForm } from '../../../hooks/use-versioned-form.ts';
import { messages } from '../../../lib/messages.ts';
import { shopHoursQuery, useSaveShopHours } from '../api/shop-hours.ts';
import { formOf, hoursIssues, inputOf, isChanged } from '../hours-form.ts';
import { ExceptionsEditor } from './exceptions-editor.tsx';
import { OrderTimes } from './order-times.tsx';
import { WeekEditor } from './week-editor.tsx';

type HoursEditorProps = { shopId: number; answer: TShopHoursResponse };

/** The week, the special dates and the order times, edited together and saved at once at their version. */
export function HoursEditor({ shopId, answer }: HoursEditorProps) {
  const client = useQueryClient();
  const save = useSaveShopHours(shopId);
  const editor = useVersionedForm({
    answer,
    save,
    formOf: (read: TShopHoursResponse) => formOf(read.hours),
    issuesOf: (form, read) => hoursIssues(form, read.today),
    isChanged: (form, base) => isChanged(form, base),
    inputOf: (form, read) => ({ ...inputOf(form), version: read.version }),
    fetchFresh: () => client.fetchQuery({ ...shopHoursQuery(shopId), staleTime: 0 }),
  });
  const { form, read, change, shown } = editor;

  return (
    <section aria-label={messages.shopSettings.hours.title} className="mt-4">
      <div className="grid gap-4 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:items-start">
        <WeekEditor week={form.week} onChange={(week) => change({ week })} issues={shown} />
        <div className="grid gap-4">
          <ExceptionsEditor
            exceptions={form.exceptions}
            today={read.today}
            onChange={(exceptions) => change({ exceptions })}
            issues={shown?.exceptions ?? null}
          />
          <OrderTimes form={form} onChange={change} issues={shown} />
        </div>
      </div>
      <SaveBar editor={editor} save={save} last={read.last_change} />
    </section>
  );
}
