import type { TBoardOrder } from '@delivery/contract/board';
import { serverMessage } from '@delivery/client/api-error';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/button.tsx';
import { FieldError } from '../../../components/text-field.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { fill, messages } from '../../../lib/messages.ts';
import { showToast } from '../../../lib/toast.ts';
import { useAnswerProblem } from '../api/order-moves.ts';

type Problem = NonNullable<TBoardOrder['problem']>;

/**
 * The problem the customer reported with the order, in the order's details: what and when, and
 * the shop's answer, written here (the board only reads it in the history). The customer reads the
 * answer on the order's page.
 */
export function ProblemSection({
  order,
  problem,
  answering,
}: {
  order: TBoardOrder;
  problem: Problem;
  answering: boolean;
}) {
  const texts = messages.problem;
  const [editing, setEditing] = useState(problem.answer === null);
  return (
    <section
      data-testid="order-problem"
      aria-label={texts.title}
      className="rounded-2xl border-2 border-brand-600 bg-brand-50 p-4"
    >
      <h3 className="text-lg font-black text-brand-800">
        {texts.title}: {texts.kinds[problem.kind]}
      </h3>
      <p className="text-sm font-semibold text-ink-700">
        {fill(texts.reportedAt, { date: formatDateTime(problem.created_at) })}
      </p>
      <p className="mt-2 text-base whitespace-pre-line text-ink-900">{problem.text}</p>
      {problem.answer && !editing ? (
        <div className="mt-3 rounded-xl bg-white p-3">
          <p className="text-sm font-bold text-ink-800">
            {fill(texts.answered, { date: formatDateTime(problem.answer.answered_at) })}
          </p>
          <p data-testid="order-problem-answer" className="mt-1 text-base whitespace-pre-line text-ink-900">
            {problem.answer.text}
          </p>
          {answering ? (
            <Button variant="ghost" className="mt-1" onClick={() => setEditing(true)}>
              {texts.editAnswer}
            </Button>
          ) : null}
        </div>
      ) : null}
      {answering && editing ? (
        <AnswerForm order={order} initial={problem.answer?.text ?? ''} onDone={() => setEditing(false)} />
      ) : null}
    </section>
  );
}

function AnswerForm({ order, initial, onDone }: { order: TBoardOrder; initial: string; onDone: () => void }) {
  const texts = messages.problem;
  const [text, setText] = useState(initial);
  const answer = useAnswerProblem();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    answer.mutate(
      { order_id: order.order_id, answer: text.trim() },
      {
        onSuccess: (answered) => {
          showToast(answered.message);
          onDone();
        },
      },
    );
  };
  return (
    <form onSubmit={submit} className="mt-3 grid gap-2">
      <label className="grid gap-1.5 text-base font-bold text-ink-800">
        {texts.answerLabel}
        <textarea
          value={text}
          required
          minLength={3}
          maxLength={1000}
          rows={3}
          onChange={(event) => setText(event.target.value)}
          className="block w-full rounded-xl border-2 border-ink-200 bg-white px-4 py-3 text-lg font-normal text-ink-900 focus:border-ink-900 focus:ring-3 focus:ring-sky-200 focus:outline-none"
        />
      </label>
      <p className="text-sm text-ink-700">{texts.answerHint}</p>
      {answer.isError ? <FieldError>{serverMessage(answer.error) ?? messages.app.unknownError}</FieldError> : null}
      <div>
        <Button type="submit" busy={answer.isPending}>
          {texts.send}
        </Button>
      </div>
    </form>
  );
}
