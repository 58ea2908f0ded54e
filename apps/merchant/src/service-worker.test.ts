import { readFileSync } from 'node:fs';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';

/**
 * The panel's service worker (public/sw.js) run as a browser runs it, in a global scope of its own
 * whose clients and notifications are fakes that remember what the worker did with them.
 */

const source = readFileSync(new URL('../public/sw.js', import.meta.url), 'utf8');
const origin = 'https://pizzaria.example.com.br';

type FakeWindow = {
  url: string;
  focused: boolean;
  visibilityState: 'visible' | 'hidden';
  focus: () => Promise<void>;
  postMessage: (message: unknown, transfer?: MessagePort[]) => void;
};

/**
 * A window of the site, opened at `path`. Asked whether its board rings, it answers `rings` (no
 * answer at all when undefined, as a page without a board).
 */
function fakeWindow(path: string, state: { focused?: boolean; visible?: boolean; rings?: boolean } = {}) {
  const seen = { focused: 0, messages: [] as unknown[], asked: 0 };
  const window: FakeWindow = {
    url: `${origin}${path}`,
    focused: state.focused ?? false,
    visibilityState: state.visible === false ? 'hidden' : 'visible',
    focus: async () => {
      seen.focused++;
    },
    postMessage: (message, transfer) => {
      if ((message as { type?: string }).type !== 'board-rings?') {
        seen.messages.push(message);
        return;
      }
      seen.asked++;
      const port = transfer![0]!;
      if (state.rings !== undefined) port.postMessage(state.rings);
      port.close();
    },
  };
  return { window, seen };
}

function startWorker(windows: FakeWindow[] = []) {
  const listeners = new Map<string, (event: object) => void>();
  const shown: { title: string; options: NotificationOptions }[] = [];
  const opened: string[] = [];
  const self = {
    registration: {
      scope: `${origin}/painel/`,
      showNotification: async (title: string, options: NotificationOptions) => {
        shown.push({ title, options });
      },
    },
    location: new URL(`${origin}/painel/sw.js`),
    clients: {
      matchAll: async () => windows,
      openWindow: async (url: string) => {
        opened.push(url);
      },
      claim: async () => undefined,
    },
    skipWaiting: async () => undefined,
    addEventListener: (type: string, listener: (event: object) => void) => listeners.set(type, listener),
  };
  vm.runInNewContext(source, { self, URL, MessageChannel, setTimeout, clearTimeout });

  const dispatch = async (type: string, event: object) => {
    const pending: Promise<unknown>[] = [];
    listeners.get(type)!({ ...event, waitUntil: (promise: Promise<unknown>) => pending.push(promise) });
    await Promise.all(pending);
  };
  return {
    shown,
    opened,
    push: (payload: string) => dispatch('push', { data: { json: () => JSON.parse(payload) } }),
    tap: (data: unknown) => dispatch('notificationclick', { notification: { data, close: () => undefined } }),
  };
}

const newOrder = {
  title: 'Novo pedido #123 — R$ 45,90',
  body: 'Toque para abrir o painel de pedidos',
  tag: 'pedido-123',
  url: '/painel/?pedido=123&loja=7',
};

describe("the panel's service worker", () => {
  it('shows a new order when no board in front of anyone rings for it', async () => {
    const hidden = fakeWindow('/painel/', { focused: false, visible: false, rings: true });
    const unfocused = fakeWindow('/painel/', { focused: true, visible: true, rings: false });
    const silent = fakeWindow('/painel/', { focused: true, visible: true });
    const customerApp = fakeWindow('/', { focused: true, visible: true, rings: true });
    for (const windows of [[], [hidden.window], [unfocused.window], [silent.window], [customerApp.window]]) {
      const worker = startWorker(windows);
      await worker.push(JSON.stringify(newOrder));
      expect(worker.shown, JSON.stringify(windows.map((w) => [w.url, w.focused, w.visibilityState]))).toEqual([
        {
          title: newOrder.title,
          options: {
            body: newOrder.body,
            tag: newOrder.tag,
            requireInteraction: true,
            data: { url: newOrder.url },
          },
        },
      ]);
    }
    // Only panels in front of someone are asked; the one that did not answer was waited for.
    expect([hidden.seen.asked, unfocused.seen.asked, silent.seen.asked, customerApp.seen.asked]).toEqual([0, 1, 1, 0]);
  });

  it('stays quiet while a board in front of someone rings for it', async () => {
    const board = fakeWindow('/painel/', { focused: true, visible: true, rings: true });
    const other = fakeWindow('/painel/', { focused: true, visible: true });
    const worker = startWorker([other.window, board.window]);
    await worker.push(JSON.stringify(newOrder));
    expect(worker.shown).toEqual([]);
  });

  it('ignores a push that is not a notification of ours', async () => {
    const worker = startWorker();
    await worker.push('not json');
    await worker.push(JSON.stringify({ title: 'sem o resto' }));
    expect(worker.shown).toEqual([]);
  });

  it('takes a tap to an open panel, without reloading it, else to a new window', async () => {
    const board = fakeWindow('/painel/?pedido=99');
    const worker = startWorker([fakeWindow('/restaurante/7').window, board.window]);
    await worker.tap({ url: newOrder.url });
    expect(board.seen.focused).toBe(1);
    expect(board.seen.messages).toEqual([{ type: 'open-order', path: '/painel/?pedido=123&loja=7' }]);
    expect(worker.opened).toEqual([]);

    const customerApp = fakeWindow('/restaurante/7');
    const none = startWorker([customerApp.window]);
    await none.tap({ url: newOrder.url });
    expect(none.opened).toEqual(['/painel/?pedido=123&loja=7']);
    expect(customerApp.seen).toEqual({ focused: 0, messages: [], asked: 0 });
  });

  it('never opens another site from a tap', async () => {
    const worker = startWorker();
    await worker.tap({ url: 'https://elsewhere.example.com/painel/' });
    expect(worker.opened).toEqual([]);
  });
});
