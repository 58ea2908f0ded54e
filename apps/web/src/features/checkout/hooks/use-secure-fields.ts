import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { fieldErrorKey, type FieldErrorKey } from '../card-field-errors.ts';
import type { MercadoPagoInstance, SecureField, SecureFieldType } from '../mercado-pago.ts';

/** Where one field stands, as its iframe reports it (never what was typed). */
export type FieldState = {
  ready: boolean;
  /** Complete and valid by the script's last word; false before any. */
  valid: boolean;
  errorKey: FieldErrorKey | null;
  /** Left once (blur) or checked by a token request: its error is shown from then on. */
  touched: boolean;
  focused: boolean;
};

const initial: FieldState = { ready: false, valid: false, errorKey: null, touched: false, focused: false };

type Options = {
  mp: MercadoPagoInstance;
  /** The fields to mount, each in the element of its id. */
  ids: Partial<Record<SecureFieldType, string>>;
  placeholders: Record<SecureFieldType, string>;
  /** The card number's first digits changed (null: fewer than the script needs). */
  onBin: (bin: string | null) => void;
  /** The customer went into a field: the card may be another one from now on. */
  onTouch: () => void;
  /** Mounts the fields afresh (and empty) each time it changes. */
  generation: string;
};

/**
 * Mounts the gateway's Secure Fields in our containers for as long as the component lives (or
 * until `generation` changes) and follows their events: readiness, focus, validity and the BIN.
 */
export function useSecureFields({ mp, ids, placeholders, onBin, onTouch, generation }: Options) {
  const list = (Object.keys(ids) as SecureFieldType[]).sort();
  const types = list.join(',');
  // What the fields said belongs to one mounting: fields mounted afresh start from nothing.
  const mountKey = `${types}|${generation}`;
  const [said, setSaid] = useState<{ key: string; fields: Partial<Record<SecureFieldType, FieldState>> }>({
    key: mountKey,
    fields: {},
  });
  const current = said.key === mountKey ? said.fields : {};
  const fields: Partial<Record<SecureFieldType, FieldState>> = Object.fromEntries(
    list.map((type) => [type, current[type] ?? initial]),
  );
  const mounted = useRef<Partial<Record<SecureFieldType, SecureField>>>({});
  const change = useCallback(
    (key: string, type: SecureFieldType, next: Partial<FieldState>) => {
      setSaid((all) => {
        const base = all.key === key ? all.fields : {};
        return { key, fields: { ...base, [type]: { ...(base[type] ?? initial), ...next } } };
      });
    },
    [setSaid],
  );
  const bin = useEffectEvent(onBin);
  const touch = useEffectEvent(onTouch);
  const placeholderOf = useEffectEvent((type: SecureFieldType) => placeholders[type]);
  const idOf = useEffectEvent((type: SecureFieldType) => ids[type]!);

  useEffect(() => {
    const key = `${types}|${generation}`;
    const made: Partial<Record<SecureFieldType, SecureField>> = {};
    for (const type of types.split(',').filter(Boolean) as SecureFieldType[]) {
      const field = mp.fields.create(type, { placeholder: placeholderOf(type) });
      field
        .on('ready', () => change(key, type, { ready: true }))
        .on('focus', () => {
          change(key, type, { focused: true });
          touch();
        })
        .on('blur', () => change(key, type, { focused: false, touched: true }))
        .on('validityChange', (event) => {
          const errors = event.errorMessages ?? [];
          change(key, type, { valid: errors.length === 0, errorKey: fieldErrorKey(type, errors) });
        });
      if (type === 'cardNumber') field.on('binChange', (event) => bin(event.bin ?? null));
      made[type] = field.mount(idOf(type));
    }
    mounted.current = made;
    return () => {
      for (const field of Object.values(made)) field.unmount();
      mounted.current = {};
    };
  }, [mp, types, generation, change]);

  /** A token request found this field wrong: its error shows now, in our words. */
  const showError = useCallback(
    (type: SecureFieldType, errorKey: FieldErrorKey) =>
      change(mountKey, type, { touched: true, valid: false, errorKey }),
    [change, mountKey],
  );
  /** Every field's error shows now (a press of 'Fazer pedido' with fields left empty or wrong). */
  const touchAll = useCallback(() => {
    for (const [type, state] of Object.entries(fields) as [SecureFieldType, FieldState][]) {
      const errorKey = state.valid ? null : (state.errorKey ?? fieldErrorKey(type, [{ cause: 'empty' }]));
      change(mountKey, type, { touched: true, errorKey });
    }
  }, [change, mountKey, fields]);
  const focus = useCallback((type: SecureFieldType) => mounted.current[type]?.focus?.(), []);
  /** The security code's length follows the brand on Mercado Pago's script (its `update`). */
  const updateSecurityCode = useCallback((settings: Record<string, unknown>) => {
    mounted.current.securityCode?.update?.({ settings });
  }, []);

  return { fields, showError, touchAll, focus, updateSecurityCode };
}
