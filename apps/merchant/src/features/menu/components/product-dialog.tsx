import type { TMenuCategory, TMenuProduct } from '@delivery/contract/menu';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/button.tsx';
import { Dialog, FormFooter } from '../../../components/dialog.tsx';
import { MoneyField } from '../../../components/money-field.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { messages } from '../../../lib/messages.ts';
import { useDuplicateProduct, useSaveProduct } from '../api/menu-edits.ts';
import { EditError } from '../../../components/edit-error.tsx';
import { OptionGroups } from './option-groups.tsx';
import { PhotoField } from './photo-field.tsx';
import { PriceHistory } from './price-history.tsx';

type ProductDialogProps = {
  shopId: number;
  categories: readonly TMenuCategory[];
  /** The product as the menu now has it; absent for a new one, added to `categoryId`. */
  product?: TMenuProduct;
  categoryId: number;
  onClose: () => void;
};

const formOf = (categoryId: number, product?: TMenuProduct) => ({
  name: product?.name ?? '',
  description: product?.description ?? '',
  categoryId: product?.category_id ?? categoryId,
  price: product?.price ?? null,
  promoPrice: product?.promo_price ?? null,
  available: product?.available ?? true,
  image: product?.image ?? '',
  version: product?.version,
});
type Form = ReturnType<typeof formOf>;

/** Adds a product, or edits one: texts, prices, photo, category and availability; copies it; its prices' history. */
export function ProductDialog({ shopId, categories, product, categoryId, onClose }: ProductDialogProps) {
  const save = useSaveProduct(shopId);
  const duplicate = useDuplicateProduct(shopId);
  // The version read when the form was filled: saving names it, so a newer one refuses the save.
  const [form, setForm] = useState(() => formOf(categoryId, product));
  const [checked, setChecked] = useState(false);
  const [showHistory, setShowHistory] = useState(false);
  const change = (fields: Partial<Form>) => setForm((current) => ({ ...current, ...fields }));
  const missingName = checked && !form.name.trim();
  const missingPrice = checked && form.price === null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!form.name.trim() || form.price === null) return;
    save.mutate(
      {
        name: form.name,
        description: form.description,
        category_id: form.categoryId,
        price: form.price,
        promo_price: form.promoPrice,
        available: form.available ? '1' : '0',
        image: form.image,
        ...(product && form.version !== undefined ? { product_id: product.product_id, version: form.version } : {}),
      },
      { onSuccess: onClose },
    );
  };

  return (
    <Dialog
      title={product ? messages.menu.product.editTitle : messages.menu.product.newTitle}
      onClose={onClose}
      wide
      testId="product-dialog"
      footer={
        <FormFooter
          form="product-form"
          label={messages.menu.save}
          busy={save.isPending}
          onCancel={onClose}
          extra={
            product ? (
              <Button
                variant="secondary"
                busy={duplicate.isPending}
                onClick={() => duplicate.mutate({ product_id: product.product_id }, { onSuccess: onClose })}
                className="sm:mr-auto"
              >
                {messages.menu.product.duplicate}
              </Button>
            ) : null
          }
        />
      }
    >
      <form id="product-form" onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <EditError
            error={save.error ?? duplicate.error}
            onReload={() => (setForm(formOf(categoryId, product)), save.reset())}
          />
        </div>
        <TextField
          label={messages.menu.product.name}
          value={form.name}
          maxLength={120}
          onValueChange={(name) => change({ name })}
          error={missingName ? messages.menu.nameRequired : null}
          className="sm:col-span-2"
        />
        <label className="grid gap-1.5 text-base font-bold text-ink-800 sm:col-span-2">
          {messages.menu.product.description}
          <textarea
            value={form.description}
            maxLength={1000}
            rows={3}
            onChange={(event) => change({ description: event.target.value })}
            className="block w-full rounded-xl border-2 border-ink-200 bg-white px-4 py-3 text-lg font-normal text-ink-900 focus:border-ink-900 focus:ring-3 focus:ring-sky-200 focus:outline-none"
          />
        </label>
        <MoneyField
          label={messages.menu.product.price}
          value={form.price}
          onValueChange={(price) => change({ price })}
          error={missingPrice ? messages.menu.priceRequired : null}
        />
        <MoneyField
          label={messages.menu.product.promoPrice}
          value={form.promoPrice}
          onValueChange={(promoPrice) => change({ promoPrice })}
          hint={messages.menu.product.promoHint}
        />
        <PhotoField shopId={shopId} image={form.image} onChange={(image) => change({ image })} />
        <SelectField
          label={messages.menu.product.category}
          value={String(form.categoryId)}
          options={categories.map((category) => ({ value: String(category.category_id), label: category.name }))}
          onValueChange={(value) => change({ categoryId: Number(value) })}
        />
        <label className="flex items-center gap-3 self-end pb-3 text-base font-bold text-ink-900">
          <input
            type="checkbox"
            checked={form.available}
            onChange={(event) => change({ available: event.target.checked })}
            className="size-5 accent-ink-900"
          />
          {messages.menu.product.available}
        </label>
      </form>
      <OptionGroups
        shopId={shopId}
        product={product}
        version={form.version}
        onSaved={(saved) => change({ version: saved.version })}
      />
      {product ? (
        <div className="mt-5 border-t border-ink-100 pt-4">
          <button
            type="button"
            aria-expanded={showHistory}
            onClick={() => setShowHistory((shown) => !shown)}
            className="min-h-11 rounded-lg text-base font-bold text-sky-800 underline underline-offset-4 hover:text-sky-950"
          >
            {messages.menu.product.history}
          </button>
          {showHistory ? <PriceHistory shopId={shopId} productId={product.product_id} /> : null}
        </div>
      ) : null}
    </Dialog>
  );
}
