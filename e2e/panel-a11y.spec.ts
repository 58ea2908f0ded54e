import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { shopSettingsSections } from '../apps/merchant/src/features/shop-settings/sections.ts';
import { tenantPages } from '../apps/merchant/src/features/tenant/sections.ts';
import { expectNoSeriousViolations } from './axe.ts';
import { ownerOf, signInToPanel } from './panel-helpers.ts';

/** Every page of the panel, as its owner and the tenant's operator see it: nothing serious for axe. */

async function sweep(page: Page, paths: readonly string[]) {
  for (const path of paths) {
    await page.goto(`/painel/${path}`);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 15_000 });
    await expectNoSeriousViolations(page, `/painel/${path}`);
  }
}

test("a shop's owner meets no serious axe violation on any page of the panel", async ({ page }) => {
  // Seventeen pages, each loaded and swept by axe: over 90 s for twelve on a slow 2-core machine (CI, 2026-11-28).
  test.setTimeout(240_000);
  await page.goto('/painel/esqueci-senha');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousViolations(page, 'password reset');
  await signInToPanel(page, ownerOf('forno-da-nonna'));
  await sweep(page, [
    '',
    'cardapio',
    'vendas',
    'vendas/cupons',
    'vendas/avaliacoes',
    'equipe',
    'historico',
    'cozinha',
    'novo-pedido',
    'impressora',
    ...shopSettingsSections.map((section) => `loja/${section.path}`),
  ]);
});

test("the tenant's operator meets no serious axe violation on the platform's pages", async ({ page }) => {
  test.slow();
  await signInToPanel(page, 'operador@exemplo.com.br');
  await sweep(page, [...tenantPages.map((tenantPage) => `plataforma/${tenantPage.path}`), 'lojas']);
});
