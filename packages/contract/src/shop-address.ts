import type { TShopAddress } from './catalog.ts';
import { mapLink } from './contact-text.ts';

/*
 * A shop's address as Brazilian addresses are written: 'Rua Maria Monteiro, 820 - Loja 2' and
 * 'Cambuí, Campinas - SP'. Checkout shows it under the pickup choice, the order page where to go, a receipt whom to call.
 */

/** 'Rua Maria Monteiro, 820 - Loja 2'. */
export function streetLine(address: TShopAddress): string {
  const street = address.number ? `${address.street}, ${address.number}` : address.street;
  return address.complement ? `${street} - ${address.complement}` : street;
}

/** 'Cambuí, Campinas - SP'. */
export function placeLine(address: TShopAddress): string {
  const place = [address.district, address.city].filter(Boolean).join(', ');
  return address.state ? `${place} - ${address.state}` : place;
}

/** Both on one line, for a choice's detail. */
export const addressLine = (address: TShopAddress): string => `${streetLine(address)} - ${placeLine(address)}`;

/** A map search for the shop at its address, which phones open in their maps app. */
export const mapsUrl = (shopName: string, address: TShopAddress): string =>
  mapLink([shopName, addressLine(address), address.cep].filter(Boolean).join(', '));
