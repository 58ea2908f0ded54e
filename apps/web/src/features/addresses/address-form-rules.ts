import type { TAddressMode } from '@delivery/contract/profile';
import type { TAddress } from '@delivery/contract/address';
import type { CallInput } from '@delivery/contract/call';
import type { addressCalls } from '@delivery/contract/calls/addresses';

/** The form's fields as typed; ids as select values ('' = none chosen). */
export type AddressFormValues = {
  cep: string;
  cityId: string;
  districtId: string;
  district: string;
  street: string;
  number: string;
  complement: string;
  reference: string;
};

export type AddressField = 'cep' | 'cityId' | 'districtId' | 'district' | 'street' | 'number';
/** Keys of common.json's `addresses.errors`. */
export type AddressErrorKey = 'cep' | 'cepNotServed' | 'city' | 'district' | 'street' | 'number';
export type AddressErrors = Partial<Record<AddressField, AddressErrorKey>>;

export const emptyAddressForm: AddressFormValues = {
  cep: '',
  cityId: '',
  districtId: '',
  district: '',
  street: '',
  number: '',
  complement: '',
  reference: '',
};

export const cepDigits = (value: string): string => value.replace(/\D/g, '').slice(0, 8);

/** '13025000' → '13025-000' (the mask 99999-999). */
export const formatCep = (value: string): string => {
  const digits = cepDigits(value);
  return digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
};

export const isCompleteCep = (value: string): boolean => cepDigits(value).length === 8;

/**
 * Every rule of the form. The CEP is optional, but a partial one is refused, and so is one the
 * lookup placed in a city the tenant does not serve (`cepNotServed`): saved, it would stand beside
 * a city it is not in.
 */
export function validateAddressForm(
  values: AddressFormValues,
  mode: TAddressMode,
  cepNotServed = false,
): AddressErrors {
  const errors: AddressErrors = {};
  const cep = cepDigits(values.cep);
  if (cep.length > 0 && cep.length < 8) errors.cep = 'cep';
  else if (cepNotServed) errors.cep = 'cepNotServed';
  if (!values.cityId) errors.cityId = 'city';
  if (mode === 'DISTRICT' && !values.districtId) errors.districtId = 'district';
  if (mode === 'GEOCODE' && !values.district.trim()) errors.district = 'district';
  if (!values.street.trim()) errors.street = 'street';
  if (!values.number.trim()) errors.number = 'number';
  return errors;
}

/** The call's fields from a valid form (token and address_id are added by the caller). */
export function addressFields(
  values: AddressFormValues,
  mode: TAddressMode,
): Omit<CallInput<typeof addressCalls.addAddress>, 'token' | 'profile_id'> {
  const optional = (value: string) => value.trim() || undefined;
  return {
    city_id: Number(values.cityId),
    ...(mode === 'DISTRICT' ? { district_id: Number(values.districtId) } : { district: values.district.trim() }),
    cep: isCompleteCep(values.cep) ? formatCep(values.cep) : undefined,
    street: values.street.trim(),
    number: values.number.trim(),
    complement: optional(values.complement),
    reference: optional(values.reference),
  };
}

/** A saved address back into the form, to edit it. */
export const formFromAddress = (address: TAddress): AddressFormValues => ({
  cep: address.cep,
  cityId: String(address.city_id),
  districtId: address.district_id === null ? '' : String(address.district_id),
  district: address.district,
  street: address.street,
  number: address.number,
  complement: address.complement,
  reference: address.reference,
});
