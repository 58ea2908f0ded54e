import { describe, expect, it } from 'vitest';
import { openNotification, showPush, type PushScope } from './push.ts';

/**
 * The push handlers of the customer app's worker, with a scope whose registration and clients are
 * fakes that remember what the worker did with them.
 */

const origin = 'https://pizzaria.example.com.br';

type FakeTab = { url: string; focused: boolean; controlled: boolean; seen: { focus: number; navigatedTo: string[] } };

const tab = (path: string, state: { focused?: boolean; controlled?: boolean } = {}): FakeTab => ({
  url: `${origin}${path}`,
  focused: state.focused ?? false,
  controlled: state.controlled ?? true,
  seen: { focus: 0, navigatedTo: [] },
});

function fakeScope(tabs: FakeTab[] = []) {
  const shown: { title: string; options: NotificationOptions & { renotify?: boolean } }[] = [];
  const opened: string[] = [];
  const clientOf = (fake: FakeTab) => ({
    get url() {
      return fake.url;
    },
    focused: fake.focused,
    focus: async () => {
      fake.seen.focus++;
      return clientOf(fake);
    },
    navigate: async (url: string) => {
      // A tab this worker does not control cannot be navigated by it (a TypeError in browsers).
      if (!fake.controlled) throw new TypeError('not controlled');
      fake.seen.navigatedTo.push(url);
      fake.url = url;
      return clientOf(fake);
    },
  });
  const scope = {
    location: { origin },
    registration: {
      showNotification: async (title: string, options?: NotificationOptions) => {
        shown.push({ title, options: options ?? {} });
      },
    },
    clients: {
      matchAll: async () => tabs.map(clientOf),
      openWindow: async (url: string) => {
        opened.push(url);
        return null;
      },
    },
  } as unknown as PushScope;
  return { scope, shown, opened };
}

const data = (payload: unknown) => ({ json: () => payload }) as unknown as PushMessageData;
const notification = (url: string) => {
  const closed = { count: 0 };
  const value = { data: { url }, close: () => closed.count++ } as unknown as Notification;
  return { value, closed };
};

const status = {
  title: 'Pedido #123: saiu para entrega',
  body: 'O seu pedido de Pizzaria Bella está a caminho.',
  tag: 'pedido-123',
  url: '/orders/123',
};

describe('a push of an order status', () => {
  it('shows the title and body sent, tagged by the order, opening the order on this origin', async () => {
    const { scope, shown } = fakeScope();
    await showPush(scope, data(status));
    expect(shown).toEqual([
      {
        title: 'Pedido #123: saiu para entrega',
        options: {
          body: 'O seu pedido de Pizzaria Bella está a caminho.',
          icon: '/pwa/icon-192.png',
          tag: 'pedido-123',
          renotify: true,
          data: { url: `${origin}/orders/123` },
        },
      },
    ]);
  });

  it('never links to another origin, and shows nothing for a payload that is not ours', async () => {
    const { scope, shown } = fakeScope();
    await showPush(scope, data({ ...status, url: 'https://golpe.example.com/pix' }));
    expect(shown[0]!.options.data).toEqual({ url: `${origin}/` });
    await showPush(scope, data({ hello: 'world' }));
    await showPush(scope, { json: () => JSON.parse('not json') } as unknown as PushMessageData);
    await showPush(scope, null);
    expect(shown).toHaveLength(1);
  });
});

describe('a tap on the notification', () => {
  it('focuses the open tab of the app, the focused one first, and takes it to the order', async () => {
    const other = tab('/cart');
    const front = tab('/', { focused: true });
    const { scope, opened } = fakeScope([other, front]);
    const tapped = notification(`${origin}/orders/123`);
    await openNotification(scope, tapped.value);
    expect(tapped.closed.count).toBe(1);
    expect(front.seen).toEqual({ focus: 1, navigatedTo: [`${origin}/orders/123`] });
    expect(other.seen).toEqual({ focus: 0, navigatedTo: [] });
    expect(opened).toEqual([]);
  });

  it('only focuses a tab already on the order', async () => {
    const onOrder = tab('/orders/123');
    const { scope, opened } = fakeScope([onOrder]);
    await openNotification(scope, notification(`${origin}/orders/123`).value);
    expect(onOrder.seen).toEqual({ focus: 1, navigatedTo: [] });
    expect(opened).toEqual([]);
  });

  it('opens the order in a new tab with no tab of the app open, or one the worker cannot move', async () => {
    const none = fakeScope([]);
    await openNotification(none.scope, notification(`${origin}/orders/7`).value);
    expect(none.opened).toEqual([`${origin}/orders/7`]);

    const uncontrolled = tab('/', { controlled: false });
    const stuck = fakeScope([uncontrolled]);
    await openNotification(stuck.scope, notification(`${origin}/orders/7`).value);
    expect(stuck.opened).toEqual([`${origin}/orders/7`]);

    const foreign = fakeScope([{ ...tab('/'), url: 'https://outra-loja.example.com/' }]);
    await openNotification(foreign.scope, notification(`${origin}/orders/7`).value);
    expect(foreign.opened).toEqual([`${origin}/orders/7`]);
  });
});
