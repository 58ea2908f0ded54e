import type { TStatementFigures } from '@delivery/contract/statements';
import { toCents, toReais } from '@delivery/contract/pricing';
import { balanceWords, formatSigned, toneClass } from '../statement-format.ts';
import { statementMessages } from '../statement-messages.ts';

const text = statementMessages;

type Figure = keyof TStatementFigures;

/** A row of a step; `always` rows show even at zero, the others only when they moved money. */
type Row = { figure: Figure; always?: boolean };

type Step = { title: string; rows: Row[]; total?: { label: string; value: (figures: TStatementFigures) => number } };

/** The parts charged by the marketplace, summed in cents so the total matches its rows to the cent. */
const charged = (figures: TStatementFigures) =>
  toReais(
    (['commission', 'order_fees', 'monthly_fee', 'gateway_fees'] as const).reduce(
      (sum, figure) => sum + toCents(figures[figure]),
      0,
    ),
  );

/** The money's way, in the order a shop asks about it: paid, received by whom, charged, kept. */
const steps: Step[] = [
  {
    title: text.figures.customers,
    rows: [
      { figure: 'sales', always: true },
      { figure: 'shop_discounts' },
      { figure: 'marketplace_discounts' },
      { figure: 'cashback' },
      { figure: 'given_back' },
    ],
    total: { label: text.figureLabels.paid_by_customers, value: (figures) => figures.paid_by_customers },
  },
  {
    title: text.figures.receivers,
    rows: [
      { figure: 'received_by_shop', always: true },
      { figure: 'received_by_marketplace', always: true },
    ],
  },
  {
    title: text.figures.charges,
    rows: [
      { figure: 'commission', always: true },
      { figure: 'order_fees' },
      { figure: 'monthly_fee' },
      { figure: 'gateway_fees' },
    ],
    total: { label: text.figures.charged, value: charged },
  },
];

/** The statement's figures as a sum a shop can follow, down to its net and the balance. */
export function FiguresBreakdown({ figures, paid }: { figures: TStatementFigures; paid: boolean }) {
  const balance = balanceWords(figures.balance, paid);
  return (
    <section
      aria-labelledby="statement-figures-title"
      className="rounded-2xl bg-white p-4 shadow-sm sm:p-5 print:p-0 print:shadow-none"
    >
      <h3 id="statement-figures-title" className="text-xl font-black tracking-tight text-ink-900">
        {text.figures.title}
      </h3>
      <ol className="mt-3 grid gap-x-8 gap-y-5 md:grid-cols-2 print:grid-cols-2">
        {steps.map((step, index) => (
          <li key={step.title} className="min-w-0">
            <StepTitle index={index}>{step.title}</StepTitle>
            <dl className="mt-2 divide-y divide-ink-100">
              {step.rows
                .filter((row) => row.always || figures[row.figure] !== 0)
                .map((row) => (
                  <FigureRow key={row.figure} figure={row.figure} value={formatSigned(figures[row.figure])} />
                ))}
              {step.total ? (
                <FigureRow label={step.total.label} value={formatSigned(step.total.value(figures))} strong />
              ) : null}
            </dl>
          </li>
        ))}
        <li className="min-w-0">
          <StepTitle index={steps.length}>{text.figures.result}</StepTitle>
          <dl className="mt-2 divide-y divide-ink-100">
            <FigureRow figure="shop_net" value={formatSigned(figures.shop_net)} strong />
            <FigureRow
              figure="balance"
              hint={text.figures.balanceHint}
              value={balance.amount ? `${balance.label} ${balance.amount}` : balance.label}
              valueClass={toneClass[paid ? 'settled' : balance.tone]}
              strong
            />
          </dl>
        </li>
      </ol>
    </section>
  );
}

function StepTitle({ index, children }: { index: number; children: string }) {
  return (
    <h4 className="flex items-center gap-2 text-base font-black text-ink-900">
      <span
        aria-hidden="true"
        className="grid size-7 shrink-0 place-items-center rounded-full bg-ink-900 text-sm text-white print:border print:border-ink-900 print:bg-transparent print:text-ink-900"
      >
        {index + 1}
      </span>
      {children}
    </h4>
  );
}

type FigureRowProps = {
  value: string;
  strong?: boolean;
  valueClass?: string;
  hint?: string;
} & ({ figure: Figure; label?: never } | { label: string; figure?: never });

function FigureRow({ figure, label, value, strong = false, valueClass = 'text-ink-900', hint }: FigureRowProps) {
  const note = hint ?? (figure ? (text.figureHints as Partial<Record<Figure, string>>)[figure] : undefined);
  return (
    <div
      data-testid={figure ? `figure-${figure}` : undefined}
      className="flex items-baseline justify-between gap-4 py-2"
    >
      <dt className={`min-w-0 text-base ${strong ? 'font-black text-ink-900' : 'text-ink-800'}`}>
        {figure ? text.figureLabels[figure] : label}
        {note ? <span className="block text-sm font-normal text-ink-600">{note}</span> : null}
      </dt>
      <dd
        className={`shrink-0 text-right text-base whitespace-nowrap tabular-nums ${strong ? 'font-black' : 'font-bold'} ${valueClass}`}
      >
        {value}
      </dd>
    </div>
  );
}
