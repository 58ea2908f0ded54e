import { catalogCalls } from '@delivery/contract/calls/catalog';
import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures.ts';
import type {
  TCategory,
  TGetMenuResponse,
  TGetShopResponse,
  TListShopsResponse,
  TShopDetail,
  TShopSummary,
} from '@delivery/contract/catalog';

/** The demo's MARKETPLACE city (README: 8 shops in Campinas). */
export const campinas = 1;

/** 'R$ 59,90' as the app writes it (Intl puts a no-break space after the symbol). */
export const brl = (cents: number) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(cents / 100);

const cents = (reais: number) => Math.round(reais * 100);

async function read<T extends { error_type: number; message: string }>(
  request: APIRequestContext,
  path: string,
  query: Record<string, string | number>,
): Promise<T> {
  const response = await request.get(path, { params: { validate: 1, ...query } });
  const body = (await response.json()) as T;
  expect(body.error_type, body.message).toBe(0);
  return body;
}

export async function listShops(
  request: APIRequestContext,
  query: Record<string, string | number> = {},
): Promise<TShopSummary[]> {
  return (await read<TListShopsResponse>(request, catalogCalls.listShops.path, { city_id: campinas, ...query })).shops;
}

export async function getShop(request: APIRequestContext, shopId: number): Promise<TShopDetail> {
  return (await read<TGetShopResponse>(request, catalogCalls.getShop.path, { shop_id: shopId })).shop;
}

export async function getMenu(request: APIRequestContext, shopId: number): Promise<TCategory[]> {
  return (await read<TGetMenuResponse>(request, catalogCalls.getMenu.path, { shop_id: shopId })).categories;
}

/**
 * What two halves cost under a shop's rule (docs/decisions/0009-catalog.md), worked out here from
 * the menu's prices so the test does not lean on the code it checks.
 */
export function halfAndHalfCents(rule: TShopDetail['half_pricing'], a: number, b: number): number {
  const [x, y] = [cents(a), cents(b)];
  if (rule === 'highest') return Math.max(x, y);
  if (rule === 'proportional') return Math.round(x / 2) + Math.round(y / 2);
  return Math.round((x + y) / 2);
}
