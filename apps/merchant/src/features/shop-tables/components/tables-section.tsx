import { tableLimits, type TShopTable } from '@delivery/contract/shop-tables';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '../../../components/button.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Loading } from '../../../components/loading.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { fill, messages, plural } from '../../../lib/messages.ts';
import { useAddTables, useRemoveTable, useShopTables } from '../api/shop-tables.ts';

const texts = messages.tables;

/**
 * "Mesas" (decision 0101): the shop numbers its tables, and prints a sheet of QR codes, one per
 * table, that opens its page in the customer's app at that table.
 */
export function TablesSection({ shopId, shopName }: { shopId: number; shopName: string }) {
  const tables = useShopTables(shopId);
  const add = useAddTables(shopId);
  const remove = useRemoveTable(shopId);
  const [from, setFrom] = useState('1');
  const [to, setTo] = useState('10');
  const [removing, setRemoving] = useState<TShopTable | null>(null);

  if (tables.isPending) return <Loading className="justify-center p-10" />;
  if (tables.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 p-4 text-lg font-semibold">
        <p>{texts.loadFailed}</p>
        <Button onClick={() => void tables.refetch()}>{texts.retry}</Button>
      </div>
    );
  }
  const list = tables.data;
  return (
    <section aria-labelledby="tables-title" className="mt-4 space-y-4 pb-10">
      <div className="rounded-2xl bg-white p-4 shadow-sm sm:p-5">
        <h2 id="tables-title" className="text-xl font-extrabold text-ink-900">
          {texts.title}
        </h2>
        <p className="mt-1 text-base text-ink-700">{texts.lead}</p>
        <form
          className="mt-4 flex flex-wrap items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            add.mutate({ shop_id: shopId, from: Number(from), to: Number(to) });
          }}
        >
          <TextField
            label={texts.from}
            value={from}
            onValueChange={setFrom}
            inputMode="numeric"
            className="w-32"
            required
          />
          <TextField label={texts.to} value={to} onValueChange={setTo} inputMode="numeric" className="w-32" required />
          <Button type="submit" variant="primary" busy={add.isPending}>
            {texts.add}
          </Button>
        </form>
        <p className="mt-2 text-sm text-ink-600">{fill(texts.limits, { most: tableLimits.most })}</p>
      </div>

      <div className="rounded-2xl bg-white p-4 shadow-sm sm:p-5">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-lg font-bold text-ink-900">{plural(texts.count, list.length)}</p>
          {list.length ? (
            <Button variant="accept" onClick={() => window.print()}>
              {texts.print}
            </Button>
          ) : null}
        </div>
        {list.length === 0 ? <p className="mt-3 text-base text-ink-600">{texts.empty}</p> : null}
        <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6">
          {list.map((table) => (
            <li
              key={table.table_id}
              data-testid="shop-table"
              className="rounded-xl border-2 border-ink-200 p-2 text-center"
            >
              <p className="text-lg font-black text-ink-900">{fill(texts.table, { label: table.label })}</p>
              <div
                className="mx-auto my-1 size-24 [&>svg]:size-full"
                role="img"
                aria-label={fill(texts.qrOf, { label: table.label })}
                // The QR code's SVG is drawn by our own API from the table's address.
                dangerouslySetInnerHTML={{ __html: table.qr_svg }}
              />
              <Button
                variant="ghost"
                size="sm"
                aria-label={fill(texts.removeLabel, { label: table.label })}
                onClick={() => setRemoving(table)}
              >
                {texts.remove}
              </Button>
            </li>
          ))}
        </ul>
      </div>

      {removing ? (
        <ConfirmDialog
          title={fill(texts.removeTitle, { label: removing.label })}
          description={texts.removeText}
          confirmLabel={texts.remove}
          onConfirm={() => remove.mutate({ shop_id: shopId, table_id: removing.table_id })}
          onClose={() => setRemoving(null)}
        />
      ) : null}
      <QrSheet tables={list} shopName={shopName} />
    </section>
  );
}

/** The sheet the browser prints: six tables to an A4 page, each its number, its QR code and a word. */
function QrSheet({ tables, shopName }: { tables: readonly TShopTable[]; shopName: string }) {
  return createPortal(
    <div className="print-tables" data-testid="print-tables">
      {tables.map((table) => (
        <div key={table.table_id} className="print-table">
          <p className="print-table-label">{fill(texts.table, { label: table.label })}</p>
          <div className="print-table-qr" dangerouslySetInnerHTML={{ __html: table.qr_svg }} />
          <p className="print-table-hint">{texts.scan}</p>
          <p className="print-table-shop">{shopName}</p>
        </div>
      ))}
    </div>,
    document.body,
  );
}
