import { financeCalls } from '@delivery/contract/calls/finance';
import type { TCommissionPlan, TCommissionPlansResponse } from '@delivery/contract/finance';
import { apiMessages } from '@delivery/contract/messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/toaster.tsx';
import { bodiesTo, fakeApi } from '../../../test/fake-api.ts';
import { commissionMessages } from '../commission-messages.ts';
import { CommissionPlansPage } from './commission-plans-page.tsx';

const text = commissionMessages;
const calls = financeCalls;

afterEach(() => vi.unstubAllGlobals());

const nbsp = (value: string | null | undefined) => (value ?? '').replace(/\u00a0/g, ' ');

function plan(overrides: Partial<TCommissionPlan> = {}): TCommissionPlan {
  return {
    delivery_percent: 12,
    pickup_percent: 5,
    open_delivery_percent: 10,
    app_payment_percent: 2,
    on_delivery_payment_percent: 0,
    order_fee: 0.99,
    monthly_fee: 99,
    gateway_fee_payer: 'shop',
    statement_period: 'weekly',
    since: '2026-11-29T17:05:00.000Z',
    set_by: 'Ana',
    ...overrides,
  };
}

/** The API's answer: the default plan, a shop that follows it and one with its own plan. */
function plansAnswer(overrides: Partial<TCommissionPlansResponse> = {}): TCommissionPlansResponse {
  return {
    error_type: 0,
    message: 'Sucesso',
    default_plan: plan(),
    shops: [
      { shop_id: 7, name: 'Forno da Nonna', plan: null },
      {
        shop_id: 9,
        name: 'Brasa Burger',
        plan: plan({ delivery_percent: 15, pickup_percent: 8.5, open_delivery_percent: 15, set_by: 'Bruno' }),
      },
    ],
    ...overrides,
  };
}

function drawPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <CommissionPlansPage />
      <Toaster />
    </QueryClientProvider>,
  );
}

const shopRow = async (name: string) =>
  (await screen.findByRole('heading', { name, level: 3 })).closest('li') as HTMLElement;

/** The line under a plan, in the test machine's time zone as the page writes it in the device's. */
const sinceOf = (iso: string, name: string) => {
  const at = new Date(iso);
  const day = at.toLocaleDateString('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric' });
  const time = at.toLocaleTimeString('pt-BR', { hour: '2-digit', minute: '2-digit' });
  return `Desde ${day} ${time} · por ${name}`;
};

describe('the "Comissões" page', () => {
  it('shows the default plan, the shops that follow it and the own plans, each with who set it when', async () => {
    fakeApi({ [calls.commissionPlans.path]: () => plansAnswer() });
    drawPage();

    const card = (await screen.findByRole('heading', { name: text.defaultPlan.title })).closest('section')!;
    const term = (label: string) => nbsp(within(card).getByText(label).nextElementSibling?.textContent);
    expect(term(text.terms.delivery_percent)).toBe('12%');
    expect(term(text.terms.app_payment_percent)).toBe('+2%');
    expect(term(text.terms.order_fee)).toBe('R$ 0,99');
    expect(term(text.terms.monthly_fee)).toBe('R$ 99,00');
    expect(term(text.terms.gateway_fee_payer)).toBe('Loja');
    expect(within(card).getByText(sinceOf('2026-11-29T17:05:00.000Z', 'Ana'))).toBeTruthy();

    const following = await shopRow('Forno da Nonna');
    expect(within(following).getByText(text.shops.followsDefault)).toBeTruthy();
    expect(within(following).queryByRole('button', { name: text.shops.backToDefault })).toBeNull();

    const own = await shopRow('Brasa Burger');
    expect(nbsp(own.textContent)).toContain('15% entrega · 8,5% retirada · 15% Open Delivery · R$ 0,99 por pedido');
    expect(nbsp(own.textContent)).toContain(
      '+2% se pago no app · R$ 99,00 por mês · taxa do cartão paga pela loja · extrato semanal',
    );
    expect(within(own).getByText(sinceOf('2026-11-29T17:05:00.000Z', 'Bruno'))).toBeTruthy();
  });

  it('says when no default plan is set yet', async () => {
    fakeApi({ [calls.commissionPlans.path]: () => plansAnswer({ default_plan: null }) });
    drawPage();
    expect(await screen.findByText(text.defaultPlan.none)).toBeTruthy();
    expect(screen.getByRole('button', { name: text.defaultPlan.set })).toBeTruthy();
  });

  it("shows the API's refusal of someone who is not the marketplace's operator", async () => {
    fakeApi({
      [calls.commissionPlans.path]: () => ({ error_type: 14, message: apiMessages.financeOperatorsOnly }),
    });
    drawPage();
    expect((await screen.findByRole('alert')).textContent).toContain(apiMessages.financeOperatorsOnly);
    expect(screen.queryByRole('button', { name: text.retry })).toBeNull();
  });

  it("saves a shop's own plan from the default's terms, typed the Brazilian way, and says so", async () => {
    const monthly = plan({ statement_period: 'monthly' });
    const saved = plan({ delivery_percent: 12.5, gateway_fee_payer: 'marketplace', statement_period: 'monthly' });
    const sent = fakeApi({
      [calls.commissionPlans.path]: () => plansAnswer({ default_plan: monthly }),
      [calls.saveCommissionPlan.path]: () =>
        plansAnswer({
          default_plan: monthly,
          message: apiMessages.commissionPlanSaved,
          shops: [{ shop_id: 7, name: 'Forno da Nonna', plan: saved }, plansAnswer().shops[1]!],
        }),
    });
    drawPage();
    const user = userEvent.setup();
    await user.click(within(await shopRow('Forno da Nonna')).getByRole('button', { name: text.shops.setOwn }));

    const dialog = screen.getByTestId('plan-dialog');
    expect(within(dialog).getByText(text.form.appliesFromNow)).toBeTruthy();
    const delivery = within(dialog).getByLabelText(text.terms.delivery_percent);
    expect((delivery as HTMLInputElement).value).toBe('12');
    await user.clear(delivery);
    await user.type(delivery, '12,5');
    await user.click(within(dialog).getByRole('button', { name: text.payers.marketplace }));
    await user.click(within(dialog).getByRole('button', { name: text.form.save }));

    expect((await screen.findByTestId('toast')).textContent).toContain(apiMessages.commissionPlanSaved);
    expect(bodiesTo(sent, calls.saveCommissionPlan.path)).toEqual([
      {
        validate: 1,
        shop_id: 7,
        delivery_percent: 12.5,
        pickup_percent: 5,
        open_delivery_percent: 10,
        app_payment_percent: 2,
        on_delivery_payment_percent: 0,
        order_fee: 0.99,
        monthly_fee: 99,
        gateway_fee_payer: 'marketplace',
        statement_period: 'monthly',
      },
    ]);
    await waitFor(() => expect(screen.queryByTestId('plan-dialog')).toBeNull());
    const row = await shopRow('Forno da Nonna');
    expect(nbsp(row.textContent)).toContain('12,5% entrega');
    expect(row.textContent).toContain('taxa do cartão paga pelo marketplace');
  });

  it('checks the plan before sending it, as the contract does', async () => {
    const sent = fakeApi({ [calls.commissionPlans.path]: () => plansAnswer() });
    drawPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: text.defaultPlan.edit }));
    const dialog = screen.getByTestId('plan-dialog');
    const pickup = within(dialog).getByLabelText(text.terms.pickup_percent);
    await user.clear(pickup);
    await user.type(pickup, '150');
    const app = within(dialog).getByLabelText(text.terms.app_payment_percent);
    await user.clear(app);
    await user.type(app, '95');
    await user.click(within(dialog).getByRole('button', { name: text.form.save }));

    expect(within(dialog).getByText('De 0% a 100%')).toBeTruthy();
    expect(within(dialog).getByText('A comissão de um canal e a do pagamento somam no máximo 100%')).toBeTruthy();
    // The first field to put right takes the focus, wherever the sheet was scrolled.
    await waitFor(() => expect(document.activeElement).toBe(pickup));
    expect(bodiesTo(sent, calls.saveCommissionPlan.path)).toEqual([]);
  });

  it("shows the API's refusal of a field under that field, and keeps the form open", async () => {
    const sent = fakeApi({
      [calls.commissionPlans.path]: () => plansAnswer(),
      [calls.saveCommissionPlan.path]: () => ({
        status: 400,
        error_type: 1,
        message: "O campo 'monthly_fee' é inválido: deve ser no máximo 10000",
      }),
    });
    drawPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: text.defaultPlan.edit }));
    const dialog = screen.getByTestId('plan-dialog');
    await user.click(within(dialog).getByRole('button', { name: text.form.save }));

    const monthly = within(dialog).getByLabelText(text.terms.monthly_fee);
    await waitFor(() => expect(monthly.getAttribute('aria-invalid')).toBe('true'));
    const error = document.getElementById(monthly.getAttribute('aria-describedby')!);
    expect(error?.textContent).toBe('Deve ser no máximo 10000');
    await waitFor(() => expect(document.activeElement).toBe(monthly));
    // Under its field only: not again above the form with the wire's name of it.
    expect(within(dialog).queryByText(/monthly_fee/)).toBeNull();
    expect(bodiesTo(sent, calls.saveCommissionPlan.path)).toHaveLength(1);
    expect(bodiesTo(sent, calls.saveCommissionPlan.path)[0]).not.toHaveProperty('shop_id');
  });

  it('sends a shop back to the default plan after asking, and shows it following the default', async () => {
    const sent = fakeApi({
      [calls.commissionPlans.path]: () => plansAnswer(),
      [calls.followDefaultPlan.path]: () =>
        plansAnswer({
          message: apiMessages.commissionPlanDefault,
          shops: [
            { shop_id: 7, name: 'Forno da Nonna', plan: null },
            { shop_id: 9, name: 'Brasa Burger', plan: null },
          ],
        }),
    });
    drawPage();
    const user = userEvent.setup();
    await user.click(within(await shopRow('Brasa Burger')).getByRole('button', { name: text.shops.backToDefault }));
    const question = screen.getByRole('alertdialog');
    expect(within(question).getByText('Brasa Burger volta ao plano padrão?')).toBeTruthy();
    await user.click(within(question).getByRole('button', { name: text.shops.backToDefault }));

    expect((await screen.findByTestId('toast')).textContent).toContain(apiMessages.commissionPlanDefault);
    expect(bodiesTo(sent, calls.followDefaultPlan.path)).toEqual([{ validate: 1, shop_id: 9 }]);
    const row = await shopRow('Brasa Burger');
    await waitFor(() => expect(within(row).getByText(text.shops.followsDefault)).toBeTruthy());
    expect(within(row).queryByRole('button', { name: text.shops.backToDefault })).toBeNull();
  });
});
