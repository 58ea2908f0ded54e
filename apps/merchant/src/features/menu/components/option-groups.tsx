import type { TOptionGroup } from '@delivery/contract/catalog';
import type { TMenuProduct } from '@delivery/contract/menu';
import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { PencilIcon, PlusIcon } from '../../../components/icons.tsx';
import { fill, messages, plural } from '../../../lib/messages.ts';
import { OptionGroupDialog } from './option-group-dialog.tsx';

const texts = messages.menu.groups;

/** "Meio a meio · escolha de 1 a 2 · 3 opções": what the customer is asked, in a line. */
const summaryOf = (group: TOptionGroup) =>
  fill(texts.summary, {
    kind: texts.kindsShort[group.kind],
    rule: fill(
      group.min === 0 ? texts.ruleOptional : group.min === group.max ? texts.ruleExactly : texts.ruleRequired,
      {
        min: group.min,
        max: group.max,
      },
    ),
    count: plural(messages.menu.options, group.options.length),
  });

type OptionGroupsProps = {
  shopId: number;
  /** Absent while the product is new: groups come once it is saved. */
  product: TMenuProduct | undefined;
  /** The version the product's form holds; undefined for a new product. */
  version: number | undefined;
  onSaved: (product: TMenuProduct) => void;
};

/** A product's option groups in its form: each with what it asks, to edit, and a new one to add. */
export function OptionGroups({ shopId, product, version, onSaved }: OptionGroupsProps) {
  const [open, setOpen] = useState<{ group?: TOptionGroup } | null>(null);
  return (
    <section aria-labelledby="option-groups-title" className="mt-5 border-t border-ink-100 pt-4">
      <h3 id="option-groups-title" className="text-lg font-extrabold text-ink-900">
        {texts.title}
      </h3>
      <p className="text-sm text-ink-600">{product ? texts.lead : texts.saveFirst}</p>
      {product && version !== undefined ? (
        <>
          <ul className="mt-2 grid gap-2">
            {product.option_groups.map((group) => (
              <li
                key={group.group_id}
                data-testid="option-group"
                className="flex items-center gap-3 rounded-xl bg-ink-50 p-3"
              >
                <div className="min-w-0 flex-1">
                  <p className="text-base font-bold text-ink-900">{group.name}</p>
                  <p className="text-sm text-ink-700">{summaryOf(group)}</p>
                </div>
                <button
                  type="button"
                  aria-label={fill(texts.edit, { name: group.name })}
                  onClick={() => setOpen({ group })}
                  className="grid size-11 shrink-0 place-items-center rounded-xl text-ink-700 hover:bg-ink-100 focus-visible:outline-3 focus-visible:outline-sky-600"
                >
                  <PencilIcon />
                </button>
              </li>
            ))}
          </ul>
          <Button variant="secondary" onClick={() => setOpen({})} className="mt-2">
            <PlusIcon />
            {texts.add}
          </Button>
          {open ? (
            <OptionGroupDialog
              shopId={shopId}
              product={product}
              version={version}
              {...(open.group ? { group: open.group } : {})}
              onSaved={onSaved}
              onClose={() => setOpen(null)}
            />
          ) : null}
        </>
      ) : null}
    </section>
  );
}
