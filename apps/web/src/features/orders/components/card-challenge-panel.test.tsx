import nodeConsole from 'node:console';
import { act, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TOrderCard } from '@delivery/contract/card-payments';
import common from '../../../../public/locales/pt-BR/common.json';
import { CardChallengePanel } from './card-challenge-panel.tsx';

const texts = common.orders.card;
const challenge = { url: '/dev/mercadopago/3ds/challenge', creq: 'eyJ0aHJlZURTU2VydmVyVHJhbnNJRCI6IngifQ' };
const card: TOrderCard = {
  brand: 'Mastercard',
  last_four: '4623',
  outcome: 'challenge',
  message: 'Confirme o pagamento na página do seu banco',
  challenge,
};

/** The forms posted, with where they went and what they carried. */
let posted: { action: string; target: string; method: string; creq: string | null }[] = [];

beforeEach(() => {
  posted = [];
  // happy-dom loads no frame, and says so for the sheet's: the form is what these tests follow.
  const error = nodeConsole.error.bind(nodeConsole);
  vi.spyOn(nodeConsole, 'error').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes('Iframe page loading is disabled')) error(...args);
  });
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    posted.push({
      action: this.action,
      target: this.target,
      method: this.method,
      creq: (this.elements.namedItem('creq') as HTMLInputElement | null)?.value ?? null,
    });
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const panel = (onCheck = vi.fn()) => {
  render(<CardChallengePanel card={card} challenge={challenge} amount={45.9} onCheck={onCheck} />);
  return onCheck;
};

/** Time goes by, and what it brings is drawn. */
const wait = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

const bankSays = (origin: string, data: unknown) =>
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { origin, data }));
  });

describe('the bank’s confirmation of a card (3-D Secure) on the order’s page', () => {
  it('opens the bank’s window in the click and posts the creq to the challenge’s address', () => {
    const popup = { closed: false } as Window;
    const open = vi.spyOn(window, 'open').mockReturnValue(popup);
    panel();
    expect(screen.getByRole('heading', { name: texts.challengeTitle })).toBeTruthy();
    expect(screen.getByText(/R\$ 45,90 com o cartão Mastercard •••• 4623/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: texts.challengeOpen }));
    expect(open).toHaveBeenCalledWith('', 'mp-3ds', expect.any(String));
    expect(posted).toEqual([
      {
        action: new URL(challenge.url, location.href).href,
        target: 'mp-3ds',
        method: 'post',
        creq: challenge.creq,
      },
    ]);
  });

  it('opens the bank’s page in a sheet of the page where no window opens, and posts the creq into its frame', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const onCheck = panel();
    fireEvent.click(screen.getByRole('button', { name: texts.challengeOpen }));
    const sheet = await screen.findByRole('dialog', { name: texts.challengeSheetTitle });
    const frame = sheet.querySelector('iframe');
    expect(frame?.name).toBe('mp-3ds-frame');
    expect(frame?.title).toBe(texts.challengeFrameTitle);
    expect(posted).toEqual([
      {
        action: new URL(challenge.url, location.href).href,
        target: 'mp-3ds-frame',
        method: 'post',
        creq: challenge.creq,
      },
    ]);

    // Its last page tells its parent, this page: the sheet closes and the order is read again.
    await bankSays(location.origin, { type: 'mercadopago-3ds', status: 'approved' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onCheck).toHaveBeenCalledOnce();
    expect(screen.getByRole('status').textContent).toContain(texts.challengeWaiting);
  });

  describe('in the native app', () => {
    beforeEach(() => {
      (globalThis as { Capacitor?: unknown }).Capacitor = { getPlatform: () => 'android' };
    });
    afterEach(() => {
      delete (globalThis as { Capacitor?: unknown }).Capacitor;
    });

    it('opens no window: the sheet holds the bank’s page, whose word from another origin is not heard', async () => {
      const open = vi.spyOn(window, 'open');
      const onCheck = panel();
      fireEvent.click(screen.getByRole('button', { name: texts.challengeOpen }));
      await screen.findByRole('dialog', { name: texts.challengeSheetTitle });
      expect(open).not.toHaveBeenCalled();
      expect(posted).toMatchObject([{ target: 'mp-3ds-frame', creq: challenge.creq }]);
      await bankSays('https://other.example', { type: 'mercadopago-3ds', status: 'approved' });
      expect(screen.getByRole('dialog')).toBeTruthy();
      expect(onCheck).not.toHaveBeenCalled();
    });

    it('closing the sheet by hand reads the order again, every 2 s', async () => {
      vi.useFakeTimers();
      const onCheck = panel();
      fireEvent.click(screen.getByRole('button', { name: texts.challengeOpen }));
      await wait(0);
      fireEvent.click(screen.getByRole('button', { name: texts.challengeSheetClose }));
      await wait(0);
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(onCheck).toHaveBeenCalledOnce();
      await wait(4_000);
      expect(onCheck).toHaveBeenCalledTimes(3);
      // Opened again, the sheet posts the creq again.
      fireEvent.click(screen.getByRole('button', { name: texts.challengeOpen }));
      await wait(0);
      expect(screen.getByRole('dialog', { name: texts.challengeSheetTitle })).toBeTruthy();
      expect(posted).toHaveLength(2);
    });
  });

  it('reads the order again when the bank’s page says it ended, every 2 s while it waits', async () => {
    vi.useFakeTimers();
    vi.spyOn(window, 'open').mockReturnValue({ closed: false } as Window);
    const onCheck = panel();
    fireEvent.click(screen.getByRole('button', { name: texts.challengeOpen }));

    // Another page's word is not the bank's.
    await bankSays('https://other.example', { type: 'mercadopago-3ds', status: 'approved' });
    expect(onCheck).not.toHaveBeenCalled();

    await bankSays(location.origin, { type: 'mercadopago-3ds', status: 'approved' });
    expect(onCheck).toHaveBeenCalledOnce();
    expect(screen.getByRole('status').textContent).toContain(texts.challengeWaiting);

    await wait(4_000);
    expect(onCheck).toHaveBeenCalledTimes(3);
    // Two minutes at most: then it says so and stops asking.
    await wait(120_000);
    const calls = onCheck.mock.calls.length;
    expect(screen.getByRole('status').textContent).toContain(texts.challengeLate);
    await wait(10_000);
    expect(onCheck.mock.calls.length).toBe(calls);
  });

  it('reads the order again once the bank’s window is closed', async () => {
    vi.useFakeTimers();
    const popup = { closed: false };
    vi.spyOn(window, 'open').mockReturnValue(popup as Window);
    const onCheck = panel();
    fireEvent.click(screen.getByRole('button', { name: texts.challengeOpen }));
    await wait(1_000);
    expect(onCheck).not.toHaveBeenCalled();
    popup.closed = true;
    await wait(600);
    expect(onCheck).toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toContain(texts.challengeWaiting);
  });
});
