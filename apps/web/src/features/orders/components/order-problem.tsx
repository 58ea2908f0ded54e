import { problemKinds, type TOrderProblem, type TProblemKind } from '@delivery/contract/orders';
import { serverMessage } from '@delivery/client/api-error';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '../../../components/button.tsx';
import { ChoiceList } from '../../../components/choice-list.tsx';
import { Sheet } from '../../../components/sheet.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { FieldError } from '../../../components/text-field.tsx';
import { showToast } from '../../../lib/toast.ts';
import { useReportProblem } from '../api/report-problem.ts';

const maxText = 500;

type OrderProblemProps = { token: string; orderId: number; problem: TOrderProblem | undefined };

/**
 * Under a delivered order: "Problema com o pedido?" and a sheet to tell the shop (a missing or
 * wrong item, lateness, other, in the customer's words); once told, what was said and the shop's
 * answer, or that it is awaited.
 */
export function OrderProblem({ token, orderId, problem }: OrderProblemProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (problem) {
    return (
      <section data-testid="order-problem" className="rounded-3xl border border-ink-100 bg-white p-5 shadow-sm">
        <h2 className="text-lg font-extrabold tracking-tight text-ink-900">
          {t('orders.problem.yours', { kind: t(`orders.problem.kinds.${problem.kind}`) })}
        </h2>
        <p className="mt-1 text-base whitespace-pre-line text-ink-800">{problem.text}</p>
        {problem.answer ? (
          <div data-testid="order-problem-answer" className="mt-3 rounded-2xl bg-ink-50 p-3">
            <p className="text-xs font-semibold text-ink-900">{t('orders.problem.answer')}</p>
            <p className="mt-1 text-sm whitespace-pre-line text-ink-800">{problem.answer.text}</p>
          </div>
        ) : (
          <p className="mt-3 text-sm text-ink-600">{t('orders.problem.waiting')}</p>
        )}
      </section>
    );
  }
  return (
    <section
      data-testid="report-problem"
      className="flex flex-wrap items-center gap-3 rounded-3xl border border-ink-100 bg-white p-5 shadow-sm"
    >
      <div className="min-w-0 flex-1">
        <h2 className="text-base font-extrabold text-ink-900">{t('orders.problem.title')}</h2>
        <p className="text-sm text-ink-700">{t('orders.problem.hint')}</p>
      </div>
      <button type="button" onClick={() => setOpen(true)} className={`${buttonClassName('secondary')} h-12 px-5`}>
        {t('orders.problem.action')}
      </button>
      {open ? <ProblemSheet token={token} orderId={orderId} onClose={() => setOpen(false)} /> : null}
    </section>
  );
}

function ProblemSheet({ token, orderId, onClose }: { token: string; orderId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const { t: tSpec } = useTranslation('spec');
  const textId = useId();
  const [kind, setKind] = useState<TProblemKind>(problemKinds[0]);
  const [text, setText] = useState('');
  const report = useReportProblem(token, orderId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    report.mutate(
      { kind, text: text.trim() },
      {
        onSuccess: (answer) => {
          showToast(answer.message);
          onClose();
        },
      },
    );
  };
  return (
    <Sheet
      title={t('orders.problem.sheetTitle')}
      description={t('orders.problem.sheetNote')}
      closeLabel={tSpec('close')}
      onClose={onClose}
      testId="report-problem-sheet"
    >
      <form onSubmit={submit} className="flex flex-col gap-4 pt-1">
        <ChoiceList
          label={t('orders.problem.kindLabel')}
          value={kind}
          options={problemKinds.map((option) => ({ value: option, label: t(`orders.problem.kinds.${option}`) }))}
          onChange={setKind}
        />
        <div>
          <label htmlFor={textId} className="mb-1.5 block text-sm font-semibold text-ink-800">
            {t('orders.problem.text')}
          </label>
          <textarea
            id={textId}
            value={text}
            required
            minLength={3}
            maxLength={maxText}
            rows={3}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('orders.problem.textHint')}
            className="block w-full resize-none rounded-2xl border border-ink-200 bg-white px-4 py-3 text-base text-ink-900 shadow-xs transition placeholder:text-ink-500 focus:border-brand-600 focus:ring-3 focus:ring-brand-100 focus:outline-none"
          />
        </div>
        {report.isError ? <FieldError>{serverMessage(report.error) ?? t('orders.problem.failed')}</FieldError> : null}
        <SubmitButton busy={report.isPending}>{t('orders.problem.send')}</SubmitButton>
      </form>
    </Sheet>
  );
}
