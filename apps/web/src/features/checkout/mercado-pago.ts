import type { TCardGatewayScript } from '@delivery/contract/checkout';
import { apiUrl } from '../../lib/api-client.ts';
import { loadScript } from '../../lib/load-script.ts';
import type { GatewayMethod } from './card-brand.ts';

/*
 * The part of MercadoPago.js v2 checkout uses: its Secure Fields, whose iframes alone hold the
 * card's digits (our page only mounts them and asks for a token), and the brand of a card's
 * first digits. Typed here: the script is Mercado Pago's, loaded at run time, with no package.
 */

export type SecureFieldType = 'cardNumber' | 'expirationDate' | 'securityCode';

/** An error the script reports of a field: its own `cause` code and an English (or pt-BR) message. */
export type SecureFieldError = { message?: string; cause?: string; field?: string };

type FieldEvents = {
  binChange: { bin?: string | null };
  validityChange: { field?: SecureFieldType; errorMessages?: SecureFieldError[] };
  ready: unknown;
  focus: unknown;
  blur: unknown;
};

export type SecureField = {
  mount: (containerId: string) => SecureField;
  unmount: () => void;
  on: <E extends keyof FieldEvents>(event: E, callback: (payload: FieldEvents[E]) => void) => SecureField;
  /** Absent on old builds of the script; the security code's length follows the brand through it. */
  update?: (settings: Record<string, unknown>) => SecureField;
  focus?: () => void;
};

/** A one-use token of the card; the digits shown are the card's first six and last four. */
export type CardTokenAnswer = { id: string; first_six_digits?: string; last_four_digits?: string };

export type NewCardTokenInput = {
  cardholderName: string;
  identificationType: 'CPF';
  identificationNumber: string;
};

export type MercadoPagoInstance = {
  fields: {
    create: (type: SecureFieldType, options: { placeholder?: string; style?: Record<string, string> }) => SecureField;
    createCardToken: (input: NewCardTokenInput | { cardId: string }) => Promise<CardTokenAnswer>;
  };
  getPaymentMethods: (input: { bin: string }) => Promise<{ results?: GatewayMethod[] }>;
};

type MercadoPagoConstructor = new (publicKey: string, options: { locale: string }) => MercadoPagoInstance;

const globalConstructor = () => (globalThis as { MercadoPago?: MercadoPagoConstructor }).MercadoPago;

/** The sandbox's stand-in is a path of the API, which the native shell reaches at its own origin. */
const scriptAddress = (url: string) => (url.startsWith('/') ? apiUrl(url) : url);

const instances = new Map<string, MercadoPagoInstance>();

/**
 * The script added once (only checkout's card form asks for it) and one instance per account's
 * public key: each instance listens to the page's messages for as long as the page lives.
 */
export async function loadMercadoPago(gateway: TCardGatewayScript): Promise<MercadoPagoInstance> {
  const known = instances.get(gateway.public_key);
  if (known) return known;
  if (!globalConstructor()) await loadScript(scriptAddress(gateway.script_url));
  const MercadoPago = globalConstructor();
  if (!MercadoPago) throw new Error('MercadoPago.js did not define MercadoPago');
  const instance = new MercadoPago(gateway.public_key, { locale: 'pt-BR' });
  instances.set(gateway.public_key, instance);
  return instance;
}
