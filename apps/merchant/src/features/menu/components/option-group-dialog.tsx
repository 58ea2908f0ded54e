import { flavoursRange, type TMenuProduct } from '@delivery/contract/menu';
import type { TOptionGroup } from '@delivery/contract/catalog';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../../components/button.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Dialog, FormFooter } from '../../../components/dialog.tsx';
import { ChevronDownIcon, ChevronUpIcon, PlusIcon, XIcon } from '../../../components/icons.tsx';
import { MoneyField } from '../../../components/money-field.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { FieldError, TextField } from '../../../components/text-field.tsx';
import { fill, messages } from '../../../lib/messages.ts';
import { useDeleteOptionGroup, useSaveOptionGroup } from '../api/menu-edits.ts';
import { movedIds } from '../menu-view.ts';
import { EditError } from '../../../components/edit-error.tsx';

type OptionGroupDialogProps = {
  shopId: number;
  product: TMenuProduct;
  /** The product's version the editing started from: the group saves name it. */
  version: number;
  /** Absent for a new group. */
  group?: TOptionGroup;
  /** The product as saved: its new version is the form's from now on (the change was ours). */
  onSaved: (product: TMenuProduct) => void;
  onClose: () => void;
};

type OptionForm = {
  key: number;
  id?: number;
  name: string;
  /** Kept as it is: the group's save replaces each option whole. */
  description: string;
  price: number | null;
  available: boolean;
};

const texts = messages.menu.groups;
let nextKey = 0;
const optionForm = (option?: TOptionGroup['options'][number]): OptionForm => ({
  key: nextKey++,
  ...(option ? { id: option.option_id } : {}),
  name: option?.name ?? '',
  description: option?.description ?? '',
  price: option ? option.price : null,
  available: option?.available ?? true,
});

/** A group of a product with its options, whole: kind, how many to choose, each option's name, price and availability. */
export function OptionGroupDialog({ shopId, product, version, group, onSaved, onClose }: OptionGroupDialogProps) {
  const save = useSaveOptionGroup(shopId);
  const remove = useDeleteOptionGroup(shopId);
  const [name, setName] = useState(group?.name ?? '');
  const [kind, setKind] = useState<TOptionGroup['kind']>(group?.kind ?? 'options');
  const [min, setMin] = useState(String(group?.min ?? 0));
  const [max, setMax] = useState(String(group?.max ?? 1));
  const [options, setOptions] = useState<OptionForm[]>(() => (group ? group.options.map(optionForm) : [optionForm()]));
  const [checked, setChecked] = useState(false);
  const [removing, setRemoving] = useState(false);
  const done = (answer: { product: TMenuProduct }) => {
    onSaved(answer.product);
    onClose();
  };
  const setOption = (key: number, fields: Partial<OptionForm>) =>
    setOptions((list) => list.map((option) => (option.key === key ? { ...option, ...fields } : option)));
  const moveOption = (index: number, by: -1 | 1) => {
    const order = movedIds(
      options.map((option) => option.key),
      index,
      by,
    );
    setOptions(order.map((key) => options.find((option) => option.key === key)!));
  };
  const missingName = checked && options.some((option) => !option.name.trim());
  const missingPrice = checked && options.some((option) => option.price === null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!name.trim() || options.some((option) => !option.name.trim() || option.price === null)) return;
    save.mutate(
      {
        product_id: product.product_id,
        version,
        ...(group ? { group_id: group.group_id } : {}),
        name,
        kind,
        min: Number(min),
        max: Number(max),
        options: options.map((option) => ({
          ...(option.id === undefined ? {} : { option_id: option.id }),
          name: option.name,
          description: option.description,
          price: option.price ?? 0,
          available: option.available ? '1' : '0',
        })),
      },
      { onSuccess: done },
    );
  };

  return (
    <Dialog
      title={group ? texts.editTitle : texts.newTitle}
      description={product.name}
      onClose={onClose}
      wide
      testId="option-group-dialog"
      footer={
        <FormFooter
          form="option-group-form"
          label={messages.menu.save}
          busy={save.isPending}
          onCancel={onClose}
          extra={
            group ? (
              <Button variant="danger" onClick={() => setRemoving(true)} className="sm:mr-auto">
                {texts.removeGroup}
              </Button>
            ) : null
          }
        />
      }
    >
      <form id="option-group-form" onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <EditError error={save.error ?? remove.error} onReload={onClose} />
        </div>
        <TextField
          label={texts.name}
          placeholder={texts.namePlaceholder}
          value={name}
          maxLength={60}
          onValueChange={setName}
          error={checked && !name.trim() ? messages.menu.nameRequired : null}
        />
        <SelectField
          label={texts.kind}
          value={kind}
          options={(['options', 'flavours'] as const).map((value) => ({ value, label: texts.kinds[value] }))}
          onValueChange={(value) => {
            const next = value as TOptionGroup['kind'];
            setKind(next);
            if (next === 'flavours') {
              setMin('1');
              setMax(String(flavoursRange.min));
            }
          }}
        />
        {kind === 'flavours' ? <p className="text-sm text-ink-700 sm:col-span-2">{texts.flavoursHint}</p> : null}
        <TextField
          label={texts.min}
          type="number"
          inputMode="numeric"
          min={0}
          max={20}
          value={min}
          onValueChange={setMin}
          hint={Number(min) > 0 ? texts.required : undefined}
        />
        <TextField
          label={texts.max}
          type="number"
          inputMode="numeric"
          min={1}
          max={kind === 'flavours' ? flavoursRange.max : 20}
          value={max}
          onValueChange={setMax}
        />
        <fieldset className="grid gap-2 sm:col-span-2">
          <legend className="mb-1.5 text-base font-bold text-ink-800">{texts.options}</legend>
          {options.map((option, index) => (
            <div
              key={option.key}
              data-testid="option-form"
              className="grid gap-2 rounded-xl bg-ink-50 p-3 sm:grid-cols-[1fr_10rem_auto]"
            >
              <TextField
                label={texts.optionName}
                placeholder={texts.newOption}
                value={option.name}
                maxLength={80}
                onValueChange={(value) => setOption(option.key, { name: value })}
              />
              <MoneyField
                label={texts.optionPrice}
                value={option.price}
                onValueChange={(price) => setOption(option.key, { price })}
              />
              <div className="flex items-end gap-1">
                <label className="flex min-h-13 items-center gap-2 pr-2 text-base font-bold text-ink-900">
                  <input
                    type="checkbox"
                    checked={option.available}
                    onChange={(event) => setOption(option.key, { available: event.target.checked })}
                    className="size-5 accent-ink-900"
                  />
                  {texts.optionAvailable}
                </label>
                <IconButton
                  label={messages.menu.moveUp}
                  name={option.name}
                  disabled={index === 0}
                  onClick={() => moveOption(index, -1)}
                >
                  <ChevronUpIcon />
                </IconButton>
                <IconButton
                  label={messages.menu.moveDown}
                  name={option.name}
                  disabled={index === options.length - 1}
                  onClick={() => moveOption(index, 1)}
                >
                  <ChevronDownIcon />
                </IconButton>
                <IconButton
                  label={texts.removeOption}
                  name={option.name}
                  disabled={options.length === 1}
                  onClick={() => setOptions((list) => list.filter((item) => item.key !== option.key))}
                >
                  <XIcon />
                </IconButton>
              </div>
            </div>
          ))}
          {missingName ? <FieldError>{texts.optionNameRequired}</FieldError> : null}
          {missingPrice ? <FieldError>{texts.optionPriceRequired}</FieldError> : null}
          <Button
            variant="secondary"
            onClick={() => setOptions((list) => [...list, optionForm()])}
            className="justify-self-start"
          >
            <PlusIcon />
            {texts.addOption}
          </Button>
        </fieldset>
      </form>
      {removing && group ? (
        <ConfirmDialog
          title={fill(texts.removeTitle, { name: group.name })}
          description={texts.removeLead}
          confirmLabel={texts.removeGroup}
          onConfirm={() =>
            remove.mutate({ product_id: product.product_id, version, group_id: group.group_id }, { onSuccess: done })
          }
          onClose={() => setRemoving(false)}
        />
      ) : null}
    </Dialog>
  );
}

function IconButton({
  label,
  name,
  disabled,
  onClick,
  children,
}: {
  label: string;
  name: string;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={fill(label, { name: name || texts.newOption })}
      disabled={disabled}
      onClick={onClick}
      className="grid size-11 shrink-0 place-items-center rounded-xl text-ink-700 hover:bg-ink-100 hover:text-ink-900 focus-visible:outline-3 focus-visible:outline-sky-600 disabled:opacity-30"
    >
      {children}
    </button>
  );
}
