import type { TShopCardResponse } from '@delivery/contract/card-payments';
import { serverMessage } from '@delivery/client/api-error';
import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { FieldError } from '../../../components/text-field.tsx';
import { messages } from '../../../lib/messages.ts';
import { useSaveCardBrands } from '../api/save-card-brands.ts';
import { brandsIssue, sameBrands, toggledBrand } from '../card-account.ts';

const text = messages.cardAccount;

type CardBrandsFormProps = {
  shopId: number;
  offered: TShopCardResponse['brands_offered'];
  /** The brands the account shows now. */
  saved: readonly number[];
  /** False for the marketplace's account seen by a shop's owner: the brands are shown, not changed. */
  editable: boolean;
  className?: string;
};

/** The brands checkout shows for a card in the app, saved on their own ("Salvar bandeiras"). */
export function CardBrandsForm({ shopId, offered, saved, editable, className = '' }: CardBrandsFormProps) {
  const [brands, setBrands] = useState(() => [...saved].sort((a, b) => a - b));
  const save = useSaveCardBrands(shopId);
  const issue = brandsIssue(brands);
  const changed = !sameBrands(brands, saved);
  return (
    <fieldset className={`min-w-0 ${className}`}>
      <legend className="text-base font-bold text-ink-800">{text.brands}</legend>
      <p className="text-sm text-ink-600">{text.brandsLead}</p>
      <div className="mt-2 grid grid-cols-2 gap-x-3 sm:grid-cols-3">
        {offered.map((brand) => (
          <label
            key={brand.flag_id}
            className="flex min-h-11 items-center gap-2.5 text-base leading-tight text-ink-900 has-disabled:text-ink-700"
          >
            <input
              type="checkbox"
              checked={brands.includes(brand.flag_id)}
              disabled={!editable}
              onChange={(event) => setBrands(toggledBrand(brands, brand.flag_id, event.target.checked))}
              className="size-5 shrink-0 accent-ink-900"
            />
            {brand.name}
          </label>
        ))}
      </div>
      {editable && issue ? <FieldError>{issue}</FieldError> : null}
      {save.isError ? <FieldError>{serverMessage(save.error) ?? messages.app.unknownError}</FieldError> : null}
      {editable ? (
        <Button
          busy={save.isPending}
          disabled={!changed || issue !== null}
          onClick={() => save.mutate(brands)}
          className="mt-3 max-sm:w-full"
        >
          {text.saveBrands}
        </Button>
      ) : null}
    </fieldset>
  );
}
