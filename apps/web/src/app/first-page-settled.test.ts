import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The module reads the page's window and the app's query client when loaded: each test loads it anew.
async function load() {
  vi.resetModules();
  vi.stubGlobal('window', { setTimeout, clearTimeout, addEventListener: () => undefined });
  const watch = await import('./first-page-settled.ts');
  const { queryClient } = await import('../lib/query-client.ts');
  let settled = false;
  void watch.whenFirstPageSettled().then(() => (settled = true));
  /** Lets the timers run `ms` on, and the promises that follow them. */
  const after = async (ms: number) => {
    await vi.advanceTimersByTimeAsync(ms);
    return settled;
  };
  /** A read of the page that answers in `ms`. */
  const read = (key: string, ms: number) =>
    void queryClient.fetchQuery({
      queryKey: [key],
      queryFn: () => new Promise((resolve) => setTimeout(resolve, ms, key)),
    });
  return { ...watch, after, read };
}

describe('whenFirstPageSettled', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits for the app shell: before it is drawn, no quiet counts', async () => {
    const first = await load();
    expect(await first.after(1000)).toBe(false);
  });

  it('settles once the reads have been quiet for 150 ms after the shell is drawn', async () => {
    const first = await load();
    first.read('shop', 300);
    first.watchFirstPage();
    expect(await first.after(299)).toBe(false);
    // The shop answered; the page asks its next read within the quiet time.
    expect(await first.after(100)).toBe(false);
    first.read('preview', 200);
    expect(await first.after(199)).toBe(false);
    expect(await first.after(100)).toBe(false);
    expect(await first.after(60)).toBe(true);
  });

  it('settles at once when nothing is being read, after the quiet time', async () => {
    const first = await load();
    first.watchFirstPage();
    expect(await first.after(149)).toBe(false);
    expect(await first.after(2)).toBe(true);
  });

  it('lets the rest go after 8 s when the shell is never drawn, or a read never ends', async () => {
    const never = await load();
    expect(await never.after(7999)).toBe(false);
    expect(await never.after(2)).toBe(true);

    const hanging = await load();
    hanging.watchFirstPage();
    hanging.read('stream', 60_000);
    expect(await hanging.after(7999)).toBe(false);
    expect(await hanging.after(2)).toBe(true);
  });
});
