import { useTranslation } from 'react-i18next';
import type { TFavouriteShop } from '@delivery/contract/favourites';
import { useOops } from '../../../hooks/use-oops.tsx';
import { serverMessage } from '@delivery/client/api-error';
import { showToast } from '../../../lib/toast.ts';
import { useFavourites, useToggleFavourite } from '../api/favourites.ts';
import { HeartIcon } from './heart-icon.tsx';

type FavouriteButtonProps = {
  shop: TFavouriteShop;
  /** null for a visitor: the heart opens the sign-in instead. */
  token: string | null;
  onSignIn: () => void;
  /** 'card': over a card's cover; 'page': over the shop page's cover. */
  size: 'card' | 'page';
};

/** The heart of a shop: filled when it is a favourite of the signed-in customer. */
export function FavouriteButton({ shop, token, onSignIn, size }: FavouriteButtonProps) {
  const { t } = useTranslation();
  const favourites = useFavourites(token);
  const toggle = useToggleFavourite(token ?? '');
  const favourite = favourites.data?.some((entry) => entry.shop_id === shop.shop_id) ?? false;
  const label = t(favourite ? 'favourites.remove' : 'favourites.add', { shop: shop.name });
  const oops = useOops();
  const press = () => {
    if (token === null) return onSignIn();
    toggle.mutate(
      { shop, favourite: !favourite },
      // A refusal is the server's to explain ('Oops'); a lost connection only needs a word.
      { onError: (error) => (serverMessage(error) ? oops.show(error) : showToast(t('favourites.failed'))) },
    );
  };
  return (
    <>
      {oops.dialog}
      <button
        type="button"
        aria-label={label}
        title={label}
        data-testid="favourite-button"
        data-favourite={favourite || undefined}
        onClick={press}
        className={`grid place-items-center rounded-full bg-white/95 shadow-md transition focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-brand-600 active:scale-90 motion-reduce:transition-none ${
          size === 'page' ? 'size-11' : 'size-10'
        } ${favourite ? 'text-brand-600' : 'text-ink-700 hover:text-brand-600'}`}
      >
        <HeartIcon filled={favourite} className={size === 'page' ? 'size-6' : 'size-5'} />
      </button>
    </>
  );
}
