import { cardAccountCalls } from '@delivery/contract/calls/card-payments';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { Toaster } from '../../../components/toaster.tsx';
import { messages } from '../../../lib/messages.ts';
import { cardAccount, cardAnswer, fakeApi, flagIdOf } from '../card-payments.fixture.ts';
import { CardAccountSection } from './card-account-section.tsx';
import { bodiesTo } from '../../../test/fake-api.ts';

const text = messages.cardAccount;
const calls = cardAccountCalls;
const shopId = 7;

function drawSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <CardAccountSection shopId={shopId} />
      <Toaster />
    </QueryClientProvider>,
  );
  return screen.getByTestId('card-account');
}

/** Leaving for the gateway's page: kept, not followed. */
let assign: MockInstance<Location['assign']>;
beforeEach(() => {
  sessionStorage.clear();
  assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('"Cartão pelo app" in the shop\'s payments', () => {
  it('says so when the platform has no card payment in the app, and offers nothing to connect', async () => {
    fakeApi({ [calls.shopCardAccount.path]: () => cardAnswer({ available: false }) });
    const block = drawSection();
    expect(within(block).getByRole('heading', { name: text.title })).toBeTruthy();
    expect(await within(block).findByText(text.unavailable)).toBeTruthy();
    expect(within(block).queryByRole('button')).toBeNull();
  });

  it("sends the owner to Mercado Pago to connect the shop's account", async () => {
    const sent = fakeApi({
      [calls.shopCardAccount.path]: () => cardAnswer(),
      [calls.connectCardAccount.path]: () => ({ authorization_url: 'https://auth.mercadopago.com/authorization?x=1' }),
    });
    const block = drawSection();
    const user = userEvent.setup();
    expect(await within(block).findByText(text.lead)).toBeTruthy();
    expect(within(block).queryByRole('button', { name: text.connectProfile })).toBeNull();

    await user.click(within(block).getByRole('button', { name: text.connect }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://auth.mercadopago.com/authorization?x=1'));
    expect(bodiesTo(sent, calls.connectCardAccount.path)).toEqual([{ shop_id: shopId, validate: 1 }]);
    // The way back opens this shop's payments.
    expect(sessionStorage.getItem('painel.card-connect-shop')).toBe(String(shopId));
    expect(within(block).getByRole('button', { name: text.connect }).getAttribute('aria-busy')).toBe('true');
  });

  it("offers the marketplace's operator an account for every shop, and shows a refusal inline", async () => {
    const sent = fakeApi({
      [calls.shopCardAccount.path]: () => cardAnswer({ can_connect_profile: true }),
      [calls.connectCardAccount.path]: () => ({
        error_type: 13,
        message: 'Falta a chave que protege os segredos salvos no painel',
      }),
    });
    const block = drawSection();
    const user = userEvent.setup();
    await user.click(await within(block).findByRole('button', { name: text.connectProfile }));
    expect((await within(block).findByRole('alert')).textContent).toContain(
      'Falta a chave que protege os segredos salvos no painel',
    );
    expect(bodiesTo(sent, calls.connectCardAccount.path)).toEqual([
      { shop_id: shopId, for_profile: true, validate: 1 },
    ]);
    expect(assign).not.toHaveBeenCalled();
  });

  it('shows the account, saves its brands with at least one ticked, and disconnects after asking', async () => {
    let account: ReturnType<typeof cardAccount> | null = cardAccount();
    const sent = fakeApi({
      [calls.shopCardAccount.path]: () => cardAnswer({ account }),
      [calls.saveCardBrands.path]: (body) => {
        account = cardAccount({ brands: body.brands as number[] });
        return cardAnswer({ message: 'Bandeiras salvas', account });
      },
      [calls.disconnectCardAccount.path]: () => {
        account = null;
        return cardAnswer({ message: 'Conta desconectada. Os pedidos já pagos ainda podem ser estornados por ela' });
      },
    });
    const block = drawSection();
    const user = userEvent.setup();
    expect(await within(block).findByText('Conectada: conta 2200113344')).toBeTruthy();
    const box = (name: string) => within(block).getByRole('checkbox', { name });
    expect(box('Visa')).toHaveProperty('checked', true);
    expect(box('Mastercard')).toHaveProperty('checked', true);
    expect(box('Elo')).toHaveProperty('checked', false);
    const save = within(block).getByRole('button', { name: text.saveBrands });
    expect(save).toHaveProperty('disabled', true);

    await user.click(box('Visa'));
    await user.click(box('Mastercard'));
    expect(within(block).getByRole('alert').textContent).toContain(text.brandsNone);
    expect(save).toHaveProperty('disabled', true);

    await user.click(box('Elo'));
    expect(within(block).queryByRole('alert')).toBeNull();
    await user.click(save);
    expect((await screen.findByTestId('toast')).textContent).toContain('Bandeiras salvas');
    expect(bodiesTo(sent, calls.saveCardBrands.path)).toEqual([
      { shop_id: shopId, brands: [flagIdOf('Elo')], validate: 1 },
    ]);
    await waitFor(() => expect(box('Elo')).toHaveProperty('checked', true));
    expect(within(block).getByRole('button', { name: text.saveBrands })).toHaveProperty('disabled', true);

    await user.click(within(block).getByRole('button', { name: text.disconnect }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(text.disconnectText)).toBeTruthy();
    expect(bodiesTo(sent, calls.disconnectCardAccount.path)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: text.disconnect }));
    expect((await screen.findByTestId('toast')).textContent).toContain('Conta desconectada');
    expect(await within(block).findByRole('button', { name: text.connect })).toBeTruthy();
    expect(bodiesTo(sent, calls.disconnectCardAccount.path)).toEqual([{ shop_id: shopId, validate: 1 }]);
  });

  it("shows a shop's owner the marketplace's account without a way to change it", async () => {
    fakeApi({ [calls.shopCardAccount.path]: () => cardAnswer({ account: cardAccount({ scope: 'profile' }) }) });
    const block = drawSection();
    expect(await within(block).findByText('Conectada: conta 2200113344 · conta do marketplace')).toBeTruthy();
    expect(within(block).getByText(text.profileOperatorOnly)).toBeTruthy();
    expect(within(block).getByRole('checkbox', { name: 'Visa' })).toHaveProperty('disabled', true);
    expect(within(block).queryByRole('button', { name: text.saveBrands })).toBeNull();
    expect(within(block).queryByRole('button', { name: text.disconnect })).toBeNull();
    expect(within(block).getByRole('button', { name: text.connectOwn })).toBeTruthy();
  });

  it('says why it could not read the account, and reads it again', async () => {
    fakeApi({
      [calls.shopCardAccount.path]: (_, index) =>
        index === 0 ? { status: 500, error_type: 1, message: 'Erro interno' } : cardAnswer({ available: false }),
    });
    const block = drawSection();
    const user = userEvent.setup();
    expect((await within(block).findByRole('alert')).textContent).toContain('Erro interno');
    await user.click(within(block).getByRole('button', { name: messages.shopSettings.retry }));
    expect(await within(block).findByText(text.unavailable)).toBeTruthy();
  });
});
