import type { Page } from '@playwright/test';
import { printerMessages } from '../apps/merchant/src/features/printer/printer-messages.ts';
import { fill } from '../apps/merchant/src/lib/messages.ts';
import { expect, test } from './fixtures.ts';
import { desktop, phone, snap } from './helpers.ts';
import { customerWithAddress, lineFor, orderableShop, placeOrder } from './orders-helpers.ts';
import { openDeviceSettings, ownerOf, panel, signInToPanel } from './panel-helpers.ts';

test.use({ viewport: desktop });

const texts = printerMessages;

/**
 * A thermal printer on a USB serial adapter, as Chrome's Web Serial hands it to the page: the
 * bytes it takes since the page loaded are kept in `window.printer.bytes`, the print dialog is
 * counted (it must not open), and `window.printer.unplug()` pulls its cable.
 */
async function plugSerialPrinter(page: Page): Promise<void> {
  await page.addInitScript(() => {
    // Chrome remembers a port granted to the site across visits: so does the fake, in the page's storage.
    const grantedKey = 'fake-serial-granted';
    const printer = { bytes: [] as number[], dialogs: 0, plugged: true, unplug() {} };
    const port = {
      writable: null as WritableStream<Uint8Array> | null,
      getInfo: () => ({ usbVendorId: 0x0dd4, usbProductId: 0x0205 }),
      async open() {
        if (!printer.plugged) throw new DOMException('Failed to open serial port.', 'NetworkError');
        port.writable = new WritableStream({
          write(chunk: Uint8Array) {
            if (!printer.plugged) throw new DOMException('The device has been lost.', 'NetworkError');
            printer.bytes.push(...chunk);
          },
        });
      },
      async close() {
        port.writable = null;
      },
    };
    printer.unplug = () => {
      printer.plugged = false;
      port.writable = null;
    };
    Object.defineProperty(navigator, 'serial', {
      value: {
        async requestPort() {
          localStorage.setItem(grantedKey, '1');
          return port;
        },
        async getPorts() {
          return localStorage.getItem(grantedKey) && printer.plugged ? [port] : [];
        },
      },
    });
    window.print = () => {
      printer.dialogs += 1;
    };
    Object.assign(window, { printer });
  });
}

/** What the printer has printed so far, one character per byte. */
const printed = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { printer: { bytes: number[] } }).printer.bytes.map((b) => String.fromCharCode(b)).join(''),
  );

test('a counter sets up its thermal printer, and an accepted order prints its two copies with no dialog', async ({
  page,
  request,
}) => {
  const customer = await customerWithAddress(request, 'impressora');
  const { shop, products } = await orderableShop(request, customer);
  await plugSerialPrinter(page);
  await signInToPanel(page, ownerOf(shop.slug));

  // From the board's "Ajustes deste aparelho" to the printer's page.
  const settings = await openDeviceSettings(page);
  await expect(settings.getByRole('link', { name: new RegExp(texts.link) })).toContainText(
    fill(texts.linkHint.browser, { paper: 80 }),
  );
  await settings.getByRole('link', { name: new RegExp(texts.link) }).click();
  await expect(page.getByRole('heading', { name: texts.title, level: 1 })).toBeVisible();

  await page.getByRole('radio', { name: new RegExp(texts.ways.serial.title) }).click();
  await expect(page.getByRole('button', { name: texts.test })).toBeDisabled();
  await page.getByRole('button', { name: texts.choose }).click();
  await expect(page.getByTestId('chosen-printer')).toHaveText('USB 0DD4:0205');
  await page.getByRole('checkbox', { name: new RegExp(texts.copy.kitchen.title) }).check();
  await page.getByRole('button', { name: texts.test }).click();
  await expect(page.getByRole('status').filter({ hasText: texts.testSent })).toBeVisible();
  // "IMPRESSÃO" with CP860's Ã (0x8E), after ESC t 3.
  expect(await printed(page)).toContain('TESTE DE IMPRESS\x8eO');
  expect(await printed(page)).toContain('\x1bt\x03');

  for (const [size, name] of [
    [phone, 'phone'],
    [{ width: 820, height: 1180 }, 'tablet'],
    [desktop, 'desktop'],
  ] as const) {
    await page.setViewportSize(size);
    await page.evaluate(() => window.scrollTo(0, 0));
    await snap(page, `panel-printer-${name}`);
  }

  // Back at the board, loaded afresh: the port granted is found again, and an order accepted prints
  // on it, the kitchen's copy, then the delivery's.
  await page.goto('/painel/');
  await expect(page.getByTestId('live-mark')).toHaveAttribute('data-state', 'live');
  const order = await placeOrder(request, customer, {
    shop,
    lines: [lineFor(products[0]!, shop.min_order)],
    payment_method: 'pix',
    pickup: shop.pickup,
  });
  const card = page.locator(`[data-order-id="${order.order_id}"]`);
  await card.getByRole('button', { name: panel.actions.accept, exact: true }).click();
  const accept = page.getByTestId('accept-dialog');
  await accept.getByRole('checkbox', { name: panel.board.printOnAccept }).check();
  const before = (await printed(page)).length;
  await accept.getByRole('button', { name: /^Aceitar em/ }).click();
  await expect.poll(async () => (await printed(page)).slice(before)).toContain(panel.ticket.kitchenCopy);
  const tickets = (await printed(page)).slice(before);
  // The delivery copy (its TOTAL) after the kitchen's.
  expect(tickets.indexOf(panel.ticket.kitchenCopy)).toBeLessThan(tickets.indexOf(panel.ticket.total));
  expect(tickets.split(`#${order.order_number}`)).toHaveLength(3);
  // The product's name, its accents a byte each in CP860.
  const inCodePage = (text: string) =>
    new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/[^\x20-\x7e]/g, '[\\x80-\\xff]'));
  expect(tickets).toMatch(inCodePage(products[0]!.name));
  // Each copy cut off (GS V 1), and no print dialog opened for any of it.
  expect(tickets.split('\x1dV\x01')).toHaveLength(3);
  expect(await page.evaluate(() => (window as unknown as { printer: { dialogs: number } }).printer.dialogs)).toBe(0);

  // The cable out: printing from the card says so, and prints nothing.
  await page.evaluate(() => (window as unknown as { printer: { unplug: () => void } }).printer.unplug());
  const printedBefore = (await printed(page)).length;
  await card.getByRole('button', { name: new RegExp(panel.actions.print) }).click();
  await expect(page.getByRole('status').filter({ hasText: panel.printer.errors.disconnected })).toContainText(
    fill(panel.printer.failed, {
      what: fill(panel.board.orderNumber, { number: order.order_number }),
      reason: panel.printer.errors.disconnected,
    }),
  );
  expect((await printed(page)).length).toBe(printedBefore);

  // Through the browser's dialog on 58 mm paper: both copies, each a page of its own length.
  await page.goto('/painel/impressora');
  await page.getByRole('radio', { name: new RegExp(texts.ways.browser.title) }).click();
  await page.getByRole('button', { name: fill(texts.paperWidth, { width: 58 }) }).click();
  await page.goto('/painel/');
  await page
    .locator(`[data-order-id="${order.order_id}"]`)
    .getByRole('button', { name: new RegExp(panel.actions.print) })
    .click();
  await expect(page.getByTestId('print-ticket')).toHaveCount(2);
  expect(await page.evaluate(() => (window as unknown as { printer: { dialogs: number } }).printer.dialogs)).toBe(1);
  await page.emulateMedia({ media: 'print' });
  const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
  const pages = [...pdf.matchAll(/\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/g)].map(([, w, h]) => ({
    widthMm: (Number(w) * 25.4) / 72,
    heightMm: (Number(h) * 25.4) / 72,
  }));
  expect(pages).toHaveLength(2);
  for (const sheet of pages) expect(sheet.widthMm).toBeCloseTo(58, 0);
  // The kitchen's copy, with no prices, is the shorter.
  expect(pages[0]!.heightMm).toBeLessThan(pages[1]!.heightMm);
});
