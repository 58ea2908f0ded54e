import { useParams } from 'react-router';
import { useStoredAddress } from '../../features/addresses/api/stored-address.ts';
import { BagBar } from '../../features/cart/components/bag-bar.tsx';
import { useAddToCart } from '../../features/cart/hooks/use-add-to-cart.tsx';
import { ProductPage } from '../../features/catalog/components/product-page.tsx';
import { useProfile } from '../../features/profile/profile-context.tsx';
import { useBagMinOrder } from '../flows/bag-min-order.ts';

/** product-detail/:id: the product page, whose 'Adicionar' puts the line in the cart. */
export function ProductRoute() {
  const { id } = useParams();
  const address = useStoredAddress();
  const cart = useAddToCart();
  const stored = address.data ?? null;
  const profile = useProfile();

  return (
    <>
      <ProductPage
        key={id}
        productId={Number(id)}
        districtId={stored?.district_id ?? null}
        footer={
          <BagBar placement="footer" singleShop={profile.site.type_flow === 'SINGLE'} useMinOrder={useBagMinOrder} />
        }
        onAdd={(line, shop, done) =>
          cart.add({
            item: line,
            context: {
              shop_id: shop.shop_id,
              shop_name: shop.name,
              delivery_fee: shop.delivery_fee,
              address_id: stored?.address_id ?? null,
            },
            onAdded: done,
          })
        }
      />
      {cart.dialog}
    </>
  );
}
