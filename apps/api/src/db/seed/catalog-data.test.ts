import { ZHoursException, ZOpeningPeriod, paymentMethods } from '@delivery/contract/catalog';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { marketplaceShops, singleShop } from './catalog-data.ts';
import type { DemoProduct, DemoShop } from './catalog-types.ts';
import { campinasDistricts } from './demo.ts';

const publicDir = join(import.meta.dirname, '../../../../web/public');
const allShops: DemoShop[] = [...marketplaceShops, singleShop];
const productsOf = (shop: DemoShop): DemoProduct[] => shop.categories.flatMap((c) => c.products);
const marketplaceProducts = marketplaceShops.flatMap(productsOf);
const allProducts = allShops.flatMap(productsOf);
const allGroups = allProducts.flatMap((p) => p.groups ?? []);
const hasCents = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-9;

describe('demo catalog', () => {
  it('has eight marketplace shops, two of each segment', () => {
    expect(marketplaceShops).toHaveLength(8);
    const perSegment: Record<string, number> = {};
    for (const shop of marketplaceShops) perSegment[shop.segment] = (perSegment[shop.segment] ?? 0) + 1;
    expect(perSegment).toEqual({ pizzaria: 2, lanches: 2, japonesa: 2, floricultura: 2 });
  });

  it('has at least 130 products, each shop 3 to 6 categories', () => {
    expect(marketplaceProducts.length).toBeGreaterThanOrEqual(130);
    for (const shop of allShops) {
      expect(shop.categories.length, shop.name).toBeGreaterThanOrEqual(3);
      expect(shop.categories.length, shop.name).toBeLessThanOrEqual(6);
    }
  });

  it('has exactly one paused shop, the temakeria', () => {
    const paused = marketplaceShops.filter((s) => s.paused);
    expect(paused.map((s) => s.slug)).toEqual(['temakeria-mare']);
    expect(singleShop.paused).toBeFalsy();
  });

  it('uses unique kebab-case slugs', () => {
    const slugs = allShops.map((s) => s.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('names only districts of Campinas, with a fee for each district served', () => {
    for (const shop of allShops) {
      const { districts, fee, extraMinutes } = shop.delivery;
      const served = districts === 'all' ? campinasDistricts : districts;
      const named = [
        ...(districts === 'all' ? [] : districts),
        ...(typeof fee === 'number' ? [] : Object.keys(fee)),
        ...Object.keys(extraMinutes ?? {}),
      ];
      for (const name of named) expect(campinasDistricts, `${shop.slug}: ${name}`).toContain(name);
      const fees = typeof fee === 'number' ? [fee] : served.map((d) => fee[d]);
      for (const value of fees) {
        expect(value, shop.slug).toBeGreaterThanOrEqual(0);
        expect(value, shop.slug).toBeLessThanOrEqual(14.9);
      }
    }
    const limited = marketplaceShops.filter((s) => s.delivery.districts !== 'all');
    expect(limited.map((s) => [s.segment, s.delivery.districts.length])).toEqual([['floricultura', 4]]);
  });

  it('gives every shop an address in a district of Campinas, with a CEP', () => {
    for (const shop of allShops) {
      expect(shop.address, shop.slug).toBeDefined();
      expect(campinasDistricts, shop.slug).toContain(shop.address!.district);
      expect(shop.address!.cep, shop.slug).toMatch(/^13\d{3}-\d{3}$/);
    }
  });

  it('keeps every group within 0 <= min <= max <= options, flavours of 2 to 4', () => {
    for (const group of allGroups) {
      expect(group.min, group.name).toBeGreaterThanOrEqual(0);
      expect(group.min, group.name).toBeLessThanOrEqual(group.max);
      expect(group.max, group.name).toBeLessThanOrEqual(group.options.length);
      if (group.kind === 'flavours') {
        expect(group.max).toBeGreaterThanOrEqual(2);
        expect(group.max).toBeLessThanOrEqual(4);
      }
    }
  });

  it('gives each pizzaria at least 15 flavours and a half-and-half rule', () => {
    const pizzarias = allShops.filter((s) => s.segment === 'pizzaria');
    for (const shop of pizzarias) {
      const flavours = productsOf(shop)
        .flatMap((p) => p.groups ?? [])
        .filter((g) => g.kind === 'flavours');
      expect(flavours.length, shop.slug).toBeGreaterThanOrEqual(2);
      for (const group of flavours) expect(group.options.length, shop.slug).toBeGreaterThanOrEqual(15);
    }
    expect(marketplaceShops.filter((s) => s.segment === 'pizzaria').map((s) => s.halfPricing)).toEqual([
      'average',
      'proportional',
    ]);
    expect(singleShop.halfPricing).toBe('average');
  });

  it('prices a half-and-half by its flavours only', () => {
    for (const product of allProducts) {
      if (product.groups?.some((g) => g.kind === 'flavours')) expect(product.price, product.name).toBe(0);
    }
  });

  it('prices in reais with at most 2 decimals, promotions below the price', () => {
    for (const product of allProducts) {
      expect(product.price, product.name).toBeGreaterThanOrEqual(0);
      expect(hasCents(product.price), product.name).toBe(true);
      if (product.promoPrice !== undefined) {
        expect(product.promoPrice, product.name).toBeGreaterThan(0);
        expect(product.promoPrice, product.name).toBeLessThan(product.price);
        expect(hasCents(product.promoPrice), product.name).toBe(true);
      }
    }
    for (const option of allGroups.flatMap((g) => g.options)) {
      expect(option.price, option.name).toBeGreaterThanOrEqual(0);
      expect(hasCents(option.price), option.name).toBe(true);
    }
    expect(marketplaceProducts.some((p) => p.promoPrice !== undefined)).toBe(true);
  });

  it('has exactly one unavailable product and some unavailable option', () => {
    expect(marketplaceProducts.filter((p) => p.available === false)).toHaveLength(1);
    expect(allGroups.some((g) => g.options.some((o) => o.available === false))).toBe(true);
  });

  it('has valid shop settings', () => {
    for (const shop of allShops) {
      for (const period of shop.hours) expect(ZOpeningPeriod.safeParse(period).success, shop.slug).toBe(true);
      for (const exception of shop.exceptions ?? []) {
        expect(ZHoursException.safeParse(exception).success, shop.slug).toBe(true);
      }
      expect(shop.minOrder).toBeGreaterThanOrEqual(20);
      expect(shop.minOrder).toBeLessThanOrEqual(60);
      expect(shop.estimate[0]).toBeLessThan(shop.estimate[1]);
      expect(shop.paymentMethods.length).toBeGreaterThan(0);
      for (const method of shop.paymentMethods) expect(paymentMethods).toContain(method);
      expect(shop.pixKey).not.toBe('');
      expect(shop.rating.count).toBeGreaterThanOrEqual(50);
      expect(shop.rating.count).toBeLessThanOrEqual(900);
      const average = shop.rating.sum / shop.rating.count;
      expect(average, shop.slug).toBeGreaterThanOrEqual(4.3);
      expect(average, shop.slug).toBeLessThanOrEqual(4.9);
      expect(shop.location.lat).toBeGreaterThan(-23);
      expect(shop.location.lat).toBeLessThan(-22.8);
      expect(shop.location.lng).toBeGreaterThan(-47.15);
      expect(shop.location.lng).toBeLessThan(-47);
    }
  });

  it('points every image, logo and cover at a small SVG under apps/web/public', () => {
    const paths = new Set([...allShops.flatMap((s) => [s.logo, s.cover]), ...allProducts.map((p) => p.image)]);
    for (const path of paths) {
      expect(path).toMatch(/^\/catalog\/[a-z0-9/-]+\.svg$/);
      const file = join(publicDir, path);
      expect(existsSync(file), path).toBe(true);
      expect(statSync(file).size, path).toBeLessThan(3 * 1024);
      const text = readFileSync(file, 'utf8');
      expect(text.startsWith('<svg'), path).toBe(true);
      expect(text).toContain('xmlns="http://www.w3.org/2000/svg"');
    }
  });
});
