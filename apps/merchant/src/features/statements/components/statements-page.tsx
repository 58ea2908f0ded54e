import type { TStaffShop } from '@delivery/contract/staff';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ChevronLeftIcon } from '../../../components/icons.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { fill, messages } from '../../../lib/messages.ts';
import { asksForBalances, balancesLink, linkedStatement, statementsPath } from '../statement-link.ts';
import { statementMessages } from '../statement-messages.ts';
import { ShopBalances } from './shop-balances.tsx';
import { ShopStatements } from './shop-statements.tsx';
import { StatementDetail } from './statement-detail.tsx';

const text = statementMessages;

type StatementsPageProps = {
  /** The shops whose statements this person reads: an owner's own, every shop for an operator. */
  shops: readonly TStaffShop[];
  /** The shop picked in the header; null for all of them. */
  shopId: number | null;
  /** The marketplace's operators also see every shop's balance and settle the statements. */
  operator: boolean;
};

/**
 * "Financeiro": a shop's statements with the marketplace. An operator with every shop picked (or
 * who asks for it) sees first what each shop has to receive or pay; a statement named in the
 * address opens on its own.
 */
export function StatementsPage({ shops, shopId, operator }: StatementsPageProps) {
  useDocumentTitle(`${text.title} · ${messages.app.title}`);
  const [params] = useSearchParams();
  const statementId = linkedStatement(params);
  const balances = operator && (shopId === null || asksForBalances(params));

  if (statementId !== null) {
    return (
      <Page>
        <nav className="-ml-2 flex flex-wrap items-center justify-between gap-2 print:hidden">
          <Link to={operator && asksForBalances(params) ? balancesLink : statementsPath} className={linkClass}>
            <ChevronLeftIcon className="size-5" />
            {operator && asksForBalances(params) ? text.backToBalances : text.back}
          </Link>
        </nav>
        <h1 className="mt-2 text-3xl font-black tracking-tight text-ink-900 print:hidden">{text.title}</h1>
        <div className="mt-4">
          <StatementDetail key={statementId} statementId={statementId} operator={operator} />
        </div>
      </Page>
    );
  }

  if (balances) {
    return (
      <Page>
        <h1 className="text-3xl font-black tracking-tight text-ink-900">{text.balances.title}</h1>
        <p className="mt-1 max-w-2xl text-base text-ink-700">{text.balances.lead}</p>
        <ShopBalances />
      </Page>
    );
  }

  const picked = shops.find((shop) => shop.shop_id === shopId) ?? shops[0];
  if (!picked) return null;
  return (
    <Page>
      {operator ? (
        <nav className="-ml-2 mb-2 print:hidden">
          <Link to={balancesLink} className={linkClass}>
            <ChevronLeftIcon className="size-5" />
            {text.allBalances}
          </Link>
        </nav>
      ) : null}
      {/* The shop is the one picked in the header, whose picker this page shares. */}
      <h1 className="text-3xl font-black tracking-tight text-ink-900">{text.title}</h1>
      <p className="mt-1 max-w-2xl text-base text-ink-700">{fill(text.lead, { shop: picked.name })}</p>
      <ShopStatements key={picked.shop_id} shopId={picked.shop_id} operator={operator} />
    </Page>
  );
}

const linkClass =
  'inline-flex min-h-11 items-center gap-1 rounded-lg px-2 text-base font-bold text-ink-900 hover:bg-ink-200/60 focus-visible:outline-3 focus-visible:outline-sky-600';

function Page({ children }: { children: ReactNode }) {
  return <main className="mx-auto w-full max-w-6xl flex-1 p-3 sm:p-6">{children}</main>;
}
