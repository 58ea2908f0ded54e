import { useTranslation } from 'react-i18next';
import type { HalfPricingRule, TOptionGroup } from '@delivery/contract/catalog';
import { CheckIcon } from '../../../components/icons.tsx';
import { formatReais } from '@delivery/contract/money';
import { useLabel } from '../hooks/use-label.ts';
import { flavourFraction, groupRule, isGroupSatisfied, type Selection } from '../option-selection.ts';

type OptionGroupFieldsetProps = {
  group: TOptionGroup;
  selection: Selection;
  rule: HalfPricingRule;
  onToggle: (optionId: number) => void;
};

/**
 * One option group: its name, 'Obrigatório' or 'Opcional', how many to choose, and its options
 * as radio buttons (one choice) or checkboxes (several, no more once `max` are chosen). A
 * half-and-half group says how its price is worked out and shows each flavour's share.
 */
export function OptionGroupFieldset({ group, selection, rule, onToggle }: OptionGroupFieldsetProps) {
  const { t } = useTranslation();
  const text = useLabel();
  const chosen = selection[group.group_id] ?? [];
  const single = group.max === 1;
  const atMax = chosen.length >= group.max;
  const required = group.min >= 1;
  const done = required && isGroupSatisfied(group, selection);
  const flavours = group.kind === 'flavours';
  const fraction = flavours ? flavourFraction(chosen.length) : null;
  const headingId = `grupo-${group.group_id}`;

  return (
    <fieldset aria-labelledby={headingId} data-testid="option-group" data-group-id={group.group_id} className="min-w-0">
      <div className="flex items-center justify-between gap-3 rounded-2xl bg-ink-100 px-4 py-3">
        <div className="min-w-0">
          <h2 id={headingId} className="text-base font-bold text-ink-900">
            {group.name}
          </h2>
          <p className="text-sm text-ink-600">{text(groupRule(group))}</p>
        </div>
        {done ? (
          <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-emerald-600 px-2.5 py-1 text-xs font-bold text-white">
            <CheckIcon className="size-3.5" strokeWidth={3} />
            {t('catalog.product.done')}
          </span>
        ) : (
          <span
            className={`shrink-0 rounded-full px-2.5 py-1 text-xs font-bold ${
              required ? 'bg-ink-800 text-white' : 'bg-white text-ink-700 ring-1 ring-ink-200'
            }`}
          >
            {required ? t('catalog.product.required') : t('catalog.product.optional')}
          </span>
        )}
      </div>
      {flavours && group.max > 1 ? (
        <p data-testid="half-rule" className="mt-2 rounded-xl bg-brand-50 px-4 py-2 text-sm font-medium text-brand-800">
          {t(`catalog.product.halfRule.${rule}`, { count: Math.max(2, chosen.length) })}
        </p>
      ) : null}
      <ul className="divide-y divide-ink-100">
        {group.options.map((option) => {
          const isChosen = chosen.includes(option.option_id);
          const disabled = !option.available || (!single && !isChosen && atMax);
          const id = `opcao-${option.option_id}`;
          const described = [
            option.description ? `${id}-descricao` : '',
            option.price > 0 ? `${id}-preco` : '',
            !option.available ? `${id}-indisponivel` : '',
          ]
            .filter(Boolean)
            .join(' ');
          return (
            <li key={option.option_id}>
              <label
                className={`flex min-h-16 items-center gap-3 px-1 py-3 ${
                  disabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer hover:bg-ink-50/60'
                }`}
              >
                <span className="min-w-0 flex-1">
                  <span
                    className={`flex flex-wrap items-center gap-2 text-base ${option.available ? 'text-ink-900' : 'text-ink-500'}`}
                  >
                    {isChosen && fraction ? (
                      <span aria-hidden="true" className="rounded-md bg-brand-600 px-1.5 text-xs font-bold text-white">
                        {fraction}
                      </span>
                    ) : null}
                    <span id={id}>{option.name}</span>
                    {!option.available ? (
                      <span
                        id={`${id}-indisponivel`}
                        className="rounded-full bg-ink-100 px-2 py-0.5 text-xs font-bold text-ink-700"
                      >
                        {t('catalog.product.unavailable')}
                      </span>
                    ) : null}
                  </span>
                  {option.description ? (
                    <span id={`${id}-descricao`} className="mt-0.5 block text-sm text-ink-600">
                      {option.description}
                    </span>
                  ) : null}
                  {option.price > 0 ? (
                    <span
                      id={`${id}-preco`}
                      className={`mt-0.5 block text-sm font-semibold ${option.available ? 'text-ink-800' : 'text-ink-500'}`}
                    >
                      {flavours
                        ? formatReais(option.price)
                        : t('catalog.product.optionPrice', { price: formatReais(option.price) })}
                    </span>
                  ) : null}
                </span>
                <span className="relative grid shrink-0 place-items-center">
                  <input
                    type={single ? 'radio' : 'checkbox'}
                    name={`grupo-${group.group_id}`}
                    aria-labelledby={id}
                    aria-describedby={described || undefined}
                    checked={isChosen}
                    disabled={disabled}
                    onChange={() => onToggle(option.option_id)}
                    // A chosen radio fires no change: a second tap clears an optional group.
                    onClick={() => (single && isChosen ? onToggle(option.option_id) : undefined)}
                    className={`peer size-6 cursor-pointer appearance-none border-2 border-ink-400 bg-white transition checked:border-brand-600 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:border-ink-200 disabled:bg-ink-50 ${
                      single ? 'rounded-full checked:border-[7px]' : 'rounded-lg checked:bg-brand-600'
                    }`}
                  />
                  {single ? null : (
                    <CheckIcon
                      className="pointer-events-none absolute size-4 text-white opacity-0 peer-checked:opacity-100"
                      strokeWidth={3.2}
                    />
                  )}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
