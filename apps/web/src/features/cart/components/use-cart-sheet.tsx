import { lazy, Suspense, useState, type ReactNode } from 'react';

// The sheet and its pricing code load on the first tap, outside the home page's first download.
const CartSheet = lazy(() => import('./cart-sheet.tsx').then((module) => ({ default: module.CartSheet })));

export type CartSheetOptions = {
  /** A SINGLE tenant's bag leads back to its one shop, not to the list of shops. */
  singleShop: boolean;
  useMinOrder: () => number | null;
};

/** The bag as a sheet over the current page: what opens it, and the sheet to render while open. */
export function useCartSheet({ singleShop, useMinOrder }: CartSheetOptions): { open: () => void; sheet: ReactNode } {
  const [open, setOpen] = useState(false);
  const sheet = open ? (
    <Suspense fallback={null}>
      <CartSheet onClose={() => setOpen(false)} singleShop={singleShop} useMinOrder={useMinOrder} />
    </Suspense>
  ) : null;
  return { open: () => setOpen(true), sheet };
}
