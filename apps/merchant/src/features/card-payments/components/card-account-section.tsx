import { serverMessage } from '@delivery/client/api-error';
import { Button } from '../../../components/button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { FieldError } from '../../../components/text-field.tsx';
import { messages } from '../../../lib/messages.ts';
import { useShopCardAccount } from '../api/shop-card-account.ts';
import { CardAccountDetails } from './card-account-details.tsx';
import { CardConnectOffer } from './card-connect-offer.tsx';

const text = messages.cardAccount;

/**
 * "Cartão pelo app (Mercado Pago)" in the shop's payments: not on this platform, an offer to
 * connect an account, or the account in use with its brands. It saves on its own, apart from the
 * methods' form above it.
 */
export function CardAccountSection({ shopId }: { shopId: number }) {
  return (
    <section
      aria-labelledby="card-account-title"
      data-testid="card-account"
      className="mt-6 rounded-2xl bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id="card-account-title" className="text-xl font-black text-ink-900">
        {text.title}
      </h2>
      <CardAccountBody shopId={shopId} />
    </section>
  );
}

function CardAccountBody({ shopId }: { shopId: number }) {
  const card = useShopCardAccount(shopId);
  if (card.isPending) {
    return (
      <div role="status" className="mt-3 flex items-center gap-3 text-base font-semibold">
        <Spinner className="size-6" />
        {messages.app.loading}
      </div>
    );
  }
  if (card.isError) {
    return (
      <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2">
        <FieldError>{serverMessage(card.error) ?? messages.app.unknownError}</FieldError>
        <Button variant="secondary" onClick={() => void card.refetch()} className="mt-2">
          {messages.shopSettings.retry}
        </Button>
      </div>
    );
  }
  const answer = card.data;
  if (!answer.available) return <p className="mt-1 text-base text-ink-700">{text.unavailable}</p>;
  if (!answer.account) return <CardConnectOffer shopId={shopId} forMarketplace={answer.can_connect_profile} />;
  const { account } = answer;
  // A new account, or the brands saved, fill the form again; ticking alone does not.
  const filledFrom = `${account.scope}:${account.account_id}:${account.brands.join(',')}`;
  return <CardAccountDetails key={filledFrom} shopId={shopId} answer={answer} account={account} />;
}
