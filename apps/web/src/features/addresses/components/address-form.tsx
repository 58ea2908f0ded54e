import type { TAddressMode } from '@delivery/contract/profile';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import type { TAddress, TGetCepResponse } from '@delivery/contract/address';
import { Button } from '../../../components/button.tsx';
import { AlertIcon, CheckIcon } from '../../../components/icons.tsx';
import { LoadingOverlay } from '../../../components/loading-overlay.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { StatusPanel } from '../../../components/status-panel.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { serverMessage } from '@delivery/client/api-error';
import { useOops } from '../../../hooks/use-oops.tsx';
import { showToast } from '../../../lib/toast.ts';
import {
  addressFields,
  emptyAddressForm,
  formatCep,
  formFromAddress,
  isCompleteCep,
  validateAddressForm,
  type AddressErrors,
  type AddressFormValues,
} from '../address-form-rules.ts';
import { storedFromAddress } from '../address-text.ts';
import { useCepLookup } from '../api/get-cep.ts';
import { useCities } from '../api/get-cities.ts';
import { useDistricts } from '../api/get-districts.ts';
import { useAddress } from '../api/list-addresses.ts';
import { useSaveAddress } from '../api/save-address.ts';
import { useStoreAddress, useStoredAddress } from '../api/stored-address.ts';

type AddressFormPageProps = {
  token: string;
  mode: TAddressMode;
  profileId: number;
  /** The address to edit (new-address/:id); null for a new one. */
  addressId: number | null;
};

/** new-address and new-address/:id: the form, filled with the saved address when editing. */
export function AddressFormPage({ token, mode, profileId, addressId }: AddressFormPageProps) {
  const { t } = useTranslation();
  const existing = useAddress(token, mode, addressId);
  if (addressId !== null && existing.isPending) return <LoadingOverlay />;
  if (addressId !== null && existing.isError) {
    return (
      <div className="mx-auto max-w-md py-8">
        <StatusPanel
          headingLevel={1}
          tone="error"
          icon={<AlertIcon className="size-7" />}
          title={t('addresses.errorTitle')}
          text={serverMessage(existing.error) ?? t('addresses.errorText')}
          action={<Button onClick={() => void existing.refetch()}>{t('states.retry')}</Button>}
        />
      </div>
    );
  }
  return (
    <AddressForm
      key={existing.data?.address_id ?? 'new'}
      token={token}
      mode={mode}
      profileId={profileId}
      existing={existing.data ?? null}
    />
  );
}

type AddressFormProps = { token: string; mode: TAddressMode; profileId: number; existing: TAddress | null };

function AddressForm({ token, mode, profileId, existing }: AddressFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Router state, not the URL: nothing outside the app can send the customer elsewhere after saving.
  const fromCheckout = (useLocation().state as { from?: string } | null)?.from === 'checkout';
  const stored = useStoredAddress();
  const storeAddress = useStoreAddress();
  const [values, setValues] = useState<AddressFormValues>(() =>
    existing
      ? formFromAddress(existing)
      : { ...emptyAddressForm, cityId: stored.data ? String(stored.data.city_id) : '' },
  );
  const [submitted, setSubmitted] = useState(false);
  const oops = useOops();
  const save = useSaveAddress(token, mode, existing?.address_id ?? null);
  const cities = useCities(profileId);
  const districts = useDistricts(mode === 'DISTRICT' && values.cityId ? Number(values.cityId) : null);
  const cep = useCepLookup(values.cep);
  const appliedCep = useRef(existing ? formatCep(existing.cep) : '');

  // The lookup of the CEP now in the field found it in a city the tenant does not serve.
  const cepNotServed = cep.data !== undefined && cep.data.city_id === null && isCompleteCep(values.cep);
  const errors: AddressErrors = submitted ? validateAddressForm(values, mode, cepNotServed) : {};
  const set = (field: keyof AddressFormValues) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  // A CEP found fills what it knows, once per CEP typed; the customer may still change it all.
  useEffect(() => {
    const found: TGetCepResponse | undefined = cep.data;
    // Out of the area, nothing: its street would only stand beside a city it is not in.
    if (!found || found.city_id === null || appliedCep.current === found.cep) return;
    appliedCep.current = found.cep;
    setValues((current) => ({
      ...current,
      street: found.street || current.street,
      cityId: String(found.city_id),
      districtId: found.district_id !== null ? String(found.district_id) : '',
      district: found.district || current.district,
    }));
  }, [cep.data]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validateAddressForm(values, mode, cepNotServed);
    const first = Object.keys(found)[0];
    if (first) {
      document.querySelector<HTMLElement>(`[data-field="${first}"] input, [data-field="${first}"] select`)?.focus();
      return;
    }
    save.mutate(addressFields(values, mode), {
      onSuccess: ({ address, message }) => {
        showToast(message);
        // Made from checkout: it becomes the delivery address and the customer goes back to the order.
        if (fromCheckout || stored.data?.address_id === address.address_id) {
          storeAddress.mutate(storedFromAddress(address));
        }
        void navigate(fromCheckout ? '/checkout' : '/address');
      },
      onError: oops.show,
    });
  };

  const cepNote = cep.isFetching ? (
    <span className="inline-flex items-center gap-2">
      <Spinner className="size-4" />
      {t('addresses.form.cepLooking')}
    </span>
  ) : cep.isError ? (
    <span data-testid="cep-note">{t('addresses.form.cepFailed')}</span>
  ) : cep.data?.city_id === null ? (
    <span data-testid="cep-note" className="font-semibold text-brand-700">
      {t('addresses.form.cepNotServed', { city: cep.data.city })}
    </span>
  ) : cep.data ? (
    <span data-testid="cep-note" className="inline-flex items-center gap-1.5 text-emerald-800">
      <CheckIcon className="size-4" strokeWidth={2.6} />
      {t('addresses.form.cepFound')}
    </span>
  ) : (
    t('addresses.form.cepHint')
  );

  const error = (key: AddressErrors[keyof AddressErrors]) => (key ? t(`addresses.errors.${key}`) : null);

  return (
    <div className="mx-auto max-w-xl">
      <h1 className="text-2xl font-extrabold tracking-tight text-ink-900">
        {existing ? t('pages.editAddress') : t('pages.newAddress')}
      </h1>
      <p className="mt-1 text-base text-ink-600">{t('addresses.form.hint')}</p>
      <form
        onSubmit={submit}
        noValidate
        className="mt-6 space-y-5 rounded-3xl border border-ink-100 bg-white p-5 shadow-xs sm:p-7"
      >
        <div data-field="cep" className="sm:max-w-60">
          <TextField
            label={t('addresses.form.cep')}
            value={values.cep}
            onValueChange={set('cep')}
            mask="00000-000"
            inputMode="numeric"
            autoComplete="postal-code"
            placeholder={t('addresses.form.cepPlaceholder')}
            error={error(errors.cep)}
            hint={<span aria-live="polite">{cepNote}</span>}
          />
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <div data-field="cityId">
            <SelectField
              label={t('addresses.form.city')}
              value={values.cityId}
              onValueChange={(cityId) => setValues((current) => ({ ...current, cityId, districtId: '' }))}
              placeholder={t('addresses.form.chooseCity')}
              error={error(errors.cityId)}
            >
              {cities.data?.map((city) => (
                <option key={city.city_id} value={city.city_id}>
                  {city.city_name}
                </option>
              ))}
            </SelectField>
          </div>
          {mode === 'DISTRICT' ? (
            <div data-field="districtId">
              <SelectField
                label={t('addresses.form.district')}
                value={values.districtId}
                onValueChange={set('districtId')}
                placeholder={
                  values.cityId && districts.isPending
                    ? t('addresses.form.districtsLoading')
                    : t('addresses.form.chooseDistrict')
                }
                disabled={!values.cityId}
                error={error(errors.districtId)}
                hint={districts.isError ? t('addresses.form.districtsFailed') : undefined}
              >
                {districts.data?.map((district) => (
                  <option key={district.district_id} value={district.district_id}>
                    {district.district_name}
                  </option>
                ))}
              </SelectField>
            </div>
          ) : (
            <div data-field="district">
              <TextField
                label={t('addresses.form.district')}
                value={values.district}
                onValueChange={set('district')}
                autoComplete="address-level3"
                maxLength={120}
                error={error(errors.district)}
              />
            </div>
          )}
        </div>
        <div data-field="street">
          <TextField
            label={t('addresses.form.street')}
            value={values.street}
            onValueChange={set('street')}
            autoComplete="address-line1"
            maxLength={200}
            error={error(errors.street)}
          />
        </div>
        <div className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-4">
          <div data-field="number">
            <TextField
              label={t('addresses.form.number')}
              value={values.number}
              onValueChange={set('number')}
              inputMode="numeric"
              maxLength={20}
              error={error(errors.number)}
            />
          </div>
          <TextField
            label={t('addresses.form.complement')}
            value={values.complement}
            onValueChange={set('complement')}
            autoComplete="address-line2"
            maxLength={120}
            placeholder={t('addresses.form.complementPlaceholder')}
          />
        </div>
        <TextField
          label={t('addresses.form.reference')}
          value={values.reference}
          onValueChange={set('reference')}
          maxLength={200}
          placeholder={t('addresses.form.referencePlaceholder')}
        />
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <Link
            to="/address"
            className="inline-flex h-12 items-center justify-center rounded-full px-6 text-base font-semibold text-ink-700 hover:bg-ink-50 focus-visible:outline-3 focus-visible:outline-brand-600"
          >
            {t('addresses.form.cancel')}
          </Link>
          <SubmitButton busy={save.isPending} className="sm:w-auto sm:px-8">
            {t('addresses.form.save')}
          </SubmitButton>
        </div>
      </form>
      {oops.dialog}
    </div>
  );
}
