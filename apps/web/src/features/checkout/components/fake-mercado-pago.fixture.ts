import { vi } from 'vitest';
import type { GatewayMethod } from '../card-brand.ts';
import type { CardTokenAnswer, SecureFieldType } from '../mercado-pago.ts';

type Listener = (payload: unknown) => void;

/**
 * A Secure Field of the fake script: a stand-in element of its iframe in its container (happy-dom
 * loads no iframe), and the events the test emits.
 */
export class FakeField {
  readonly type: SecureFieldType;
  readonly placeholder: string | undefined;
  mountedIn: string | null = null;
  unmounted = false;
  private readonly listeners = new Map<string, Listener[]>();

  constructor(type: SecureFieldType, placeholder: string | undefined) {
    this.type = type;
    this.placeholder = placeholder;
  }

  mount(containerId: string) {
    const container = document.getElementById(containerId);
    if (!container) throw new Error(`container not found: ${containerId}`);
    const frame = document.createElement('div');
    frame.dataset['secureField'] = this.type;
    container.append(frame);
    this.mountedIn = containerId;
    return this;
  }

  unmount() {
    if (this.mountedIn) document.getElementById(this.mountedIn)?.replaceChildren();
    this.unmounted = true;
  }

  on(event: string, callback: Listener) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), callback]);
    return this;
  }

  emit(event: string, payload: unknown = {}) {
    for (const callback of this.listeners.get(event) ?? []) callback(payload);
  }

  /** The field as the customer leaves it complete and right. */
  fill() {
    this.emit('ready');
    this.emit('focus', { field: this.type });
    this.emit('validityChange', { field: this.type, errorMessages: [] });
    this.emit('blur', { field: this.type });
  }
}

/** Mercado Pago's methods of a few test BINs, as its `payment_methods/search` answers them. */
const methodsByBin: Record<string, GatewayMethod[]> = {
  '42356477': [{ id: 'visa', payment_type_id: 'credit_card' }],
  '37536515': [{ id: 'amex', payment_type_id: 'credit_card' }],
  '50677667': [{ id: 'debelo', payment_type_id: 'debit_card' }],
  '423564': [{ id: 'visa', payment_type_id: 'credit_card' }],
};

/** The fake `MercadoPago` global: every instance made is kept, with the fields it created. */
export class FakeMercadoPago {
  static instances: FakeMercadoPago[] = [];
  readonly publicKey: string;
  readonly created: FakeField[] = [];
  readonly createCardToken = vi.fn(async (_input: unknown): Promise<CardTokenAnswer> => ({
    id: 'ffff0000ffff0000ffff0000ffff0000',
    first_six_digits: '423564',
    last_four_digits: '5682',
  }));
  readonly getPaymentMethods = vi.fn(async ({ bin }: { bin: string }) => ({ results: methodsByBin[bin] ?? [] }));
  readonly fields = {
    create: (type: SecureFieldType, options: { placeholder?: string }) => {
      const field = new FakeField(type, options.placeholder);
      this.created.push(field);
      return field;
    },
    createCardToken: (input: unknown) => this.createCardToken(input),
  };

  constructor(publicKey: string) {
    this.publicKey = publicKey;
    FakeMercadoPago.instances.push(this);
  }

  static last(): FakeMercadoPago {
    const instance = FakeMercadoPago.instances.at(-1);
    if (!instance) throw new Error('no MercadoPago instance made');
    return instance;
  }

  /** The fields mounted now (not unmounted), by type. */
  live(type: SecureFieldType): FakeField {
    const field = this.created.findLast((f) => f.type === type && !f.unmounted);
    if (!field) throw new Error(`no live ${type} field`);
    return field;
  }
}
