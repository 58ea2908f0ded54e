import { boardCalls } from '@delivery/contract/calls/board';
import { staffCalls } from '@delivery/contract/calls/staff';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import type { TBoardOrder } from '@delivery/contract/board';
import { isCompletedStatus, type TOrderStatus } from '@delivery/contract/order-status';
import type { TStaffSessionResponse } from '@delivery/contract/staff';
import { messages } from '../apps/merchant/src/lib/messages.ts';
import { listShops } from './catalog-helpers.ts';

/** The panel's own texts, read from the module it shows them from, so a test never copies a word. */
export const panel = messages;

/** The demo's staff password (README "The shops' side"). */
export const demoPassword = 'painel123';

export const ownerOf = (slug: string) => `dono@${slug}.exemplo.com.br`;
/** Runs the shop's orders, not its team. */
export const attendantOf = (slug: string) => `atendente@${slug}.exemplo.com.br`;

/** Signs in through the panel's form, as someone at the counter does, and waits for the board. */
export async function signInToPanel(page: Page, email: string, password = demoPassword): Promise<void> {
  await page.goto('/painel/');
  await expect(page).toHaveURL(/\/painel\/entrar$/);
  await page.getByLabel(panel.auth.email).fill(email);
  await page.getByLabel(panel.auth.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: panel.auth.signIn, exact: true }).click();
  await expect(page.getByRole('heading', { name: panel.board.title, level: 1 })).toBeAttached();
}

/** Opens the board's "Ajustes deste aparelho" (printing, alerts) and answers its dialog. */
export async function openDeviceSettings(page: Page) {
  await page.getByRole('button', { name: panel.board.deviceSettings }).click();
  const dialog = page.getByTestId('device-settings');
  await expect(dialog).toBeVisible();
  return dialog;
}

/** A staff session by the API, for setting a test up. */
export async function staffSession(request: APIRequestContext, email: string): Promise<TStaffSessionResponse> {
  const answer = (await (
    await request.post(staffCalls.staffSignIn.path, { data: { validate: 1, email, password: demoPassword } })
  ).json()) as TStaffSessionResponse;
  expect(answer.error_type, answer.message).toBe(0);
  return answer;
}

/** The link of the newest e-mail the sandbox outbox holds for `to` that points into the panel. */
export async function panelLinkFromOutbox(request: APIRequestContext, to: string, page: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const response = await request.get(`/dev/outbox?to=${encodeURIComponent(to)}`);
        const { messages: sent } = (await response.json()) as { messages: Array<{ text: string }> };
        link = sent[0]?.text.match(new RegExp(`https?://\\S+/painel/${page}\\?token=\\S+`))?.[0] ?? '';
        return link;
      },
      { message: `a /painel/${page} link sent to ${to}` },
    )
    .not.toBe('');
  return link;
}

/** The first note of the chime (lib/chime.ts): one per ring, whatever else is played. */
const chimeFrequency = 1318.5;

/**
 * Counts the chimes the page plays and keeps the ticket each print dialog would have shown,
 * without sound or a dialog.
 */
export async function listen(page: Page) {
  await page.addInitScript((frequency) => {
    const played = { chimes: 0, tickets: [] as string[] };
    Object.assign(window, { played });
    const start = OscillatorNode.prototype.start;
    OscillatorNode.prototype.start = function (this: OscillatorNode, ...args: Parameters<OscillatorNode['start']>) {
      if (Math.abs(this.frequency.value - frequency) < 1) played.chimes += 1;
      return start.apply(this, args);
    };
    window.print = () => {
      played.tickets.push(document.querySelector('[data-testid="print-ticket"]')?.textContent ?? '');
    };
  }, chimeFrequency);
  const played = () =>
    page.evaluate(() => (window as unknown as { played: { chimes: number; tickets: string[] } }).played);
  return {
    chimes: async () => (await played()).chimes,
    prints: async () => (await played()).tickets.length,
    /** How many printed tickets were this order's, by the number the ticket shows. */
    printsOf: async (orderNumber: number) =>
      (await played()).tickets.filter((ticket) => new RegExp(`#${orderNumber}(?!\\d)`).test(ticket)).length,
  };
}

/**
 * Someone at a shop's counter moving its orders through the board's calls, as the panel's buttons
 * do, for journeys about the customer's side; the panel's own journeys click the buttons.
 */
export type Counter = {
  /** The order's next step: a new one is accepted (promising 30 minutes), any other advanced. Answers the status reached. */
  moveOn(orderId: number): Promise<TOrderStatus>;
  /** Moves it on until it is delivered or picked up, which pays a cash or card order and earns cashback. */
  complete(orderId: number): Promise<void>;
  /** Rejects a new order, or cancels an accepted one, with the reason its customer reads. */
  cancel(orderId: number, reason: string): Promise<TBoardOrder>;
};

type Answer = { error_type: number; message: string };

/** The attendant of the demo shop `shopId` (of the marketplace), signed in by the API. */
export async function counterOf(request: APIRequestContext, shopId: number): Promise<Counter> {
  const shop = (await listShops(request)).find((candidate) => candidate.shop_id === shopId);
  if (!shop) throw new Error(`no demo shop ${shopId} in the marketplace`);
  const { token } = await staffSession(request, attendantOf(shop.slug));
  const call = async <T extends Answer>(path: string, data: Record<string, unknown>): Promise<T> => {
    const response = await request.post(path, {
      headers: { authorization: `Bearer ${token}` },
      data: { validate: 1, ...data },
    });
    const answer = (await response.json()) as T;
    expect(answer.error_type, answer.message).toBe(0);
    return answer;
  };
  const move = (path: string, data: Record<string, unknown>) =>
    call<Answer & { order: TBoardOrder }>(path, data).then((answer) => answer.order);
  // The status its card shows now: a move names it, so one made from a stale card is refused.
  const statusOf = async (orderId: number) => {
    const { orders } = await call<Answer & { orders: TBoardOrder[] }>(boardCalls.boardOrders.path, { shop_id: shopId });
    const order = orders.find((candidate) => candidate.order_id === orderId);
    if (!order) throw new Error(`order ${orderId} is not on the board of ${shop.name}`);
    return order.status;
  };
  const moveOn = async (orderId: number) => {
    const status = await statusOf(orderId);
    const moved =
      status === 'received'
        ? await move(boardCalls.acceptOrder.path, { order_id: orderId, estimate_minutes: 30 })
        : await move(boardCalls.advanceOrder.path, { order_id: orderId, status });
    return moved.status;
  };
  return {
    moveOn,
    async complete(orderId) {
      let status = await moveOn(orderId);
      while (!isCompletedStatus(status)) status = await moveOn(orderId);
    },
    async cancel(orderId, reason) {
      const path = (await statusOf(orderId)) === 'received' ? boardCalls.rejectOrder.path : boardCalls.cancelOrder.path;
      return move(path, { order_id: orderId, reason });
    },
  };
}

/**
 * Calls as the demo owner of the shop `slug`, by the API, for a journey to read what it will
 * change and put it back: each must succeed.
 */
export async function ownerCalls(request: APIRequestContext, slug: string, shopId: number) {
  const { token } = await staffSession(request, ownerOf(slug));
  return async <T extends { error_type: number; message: string }>(
    path: string,
    data: Record<string, unknown>,
  ): Promise<T> => {
    const answer = (await (
      await request.post(path, {
        headers: { authorization: `Bearer ${token}` },
        data: { validate: 1, shop_id: shopId, ...data },
      })
    ).json()) as T;
    expect(answer.error_type, answer.message).toBe(0);
    return answer;
  };
}
