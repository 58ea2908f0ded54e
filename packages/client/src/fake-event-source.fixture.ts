/**
 * An EventSource a test drives, for the stream followers' tests in this package and the apps: it
 * opens, drops and sends events when told.
 */
export class FakeEventSource {
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  private listeners: { type: string; listener: (event: MessageEvent) => void }[] = [];
  readonly url: string;
  constructor(url: string) {
    this.url = url;
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.push({ type, listener });
  }
  close() {
    this.closed = true;
  }
  send(type: string, data: string) {
    for (const entry of this.listeners) if (entry.type === type) entry.listener({ data } as MessageEvent);
  }
}
