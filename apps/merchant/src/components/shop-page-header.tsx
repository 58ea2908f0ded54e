import type { TStaffShop } from '@delivery/contract/staff';
import { messages } from '../lib/messages.ts';
import { SelectField } from './select-field.tsx';

type ShopPageHeaderProps = {
  title: string;
  lead: string;
  /** The shops the page may show; a picker appears when there are several. */
  shops: readonly TStaffShop[];
  picked: TStaffShop;
  onPick: (shop: TStaffShop) => void;
};

/** A page's title and lead, with the picker of the shop it is about when the person runs several. */
export function ShopPageHeader({ title, lead, shops, picked, onPick }: ShopPageHeaderProps) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0 flex-1">
        <h1 className="text-3xl font-black tracking-tight text-ink-900">{title}</h1>
        <p className="mt-1 max-w-2xl text-base text-ink-700">{lead}</p>
      </div>
      {shops.length > 1 ? (
        <SelectField
          label={messages.nav.shopPicker}
          value={String(picked.shop_id)}
          options={shops.map((shop) => ({ value: String(shop.shop_id), label: shop.name }))}
          onValueChange={(value) => onPick(shops.find((shop) => String(shop.shop_id) === value) ?? picked)}
          className="w-full sm:w-72"
        />
      ) : null}
    </div>
  );
}
