import { stateCodes, type TTenantPlace } from '@delivery/contract/tenant-shops';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/button.tsx';
import { PlusIcon } from '../../../components/icons.tsx';
import { Loading } from '../../../components/loading.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { FieldError, TextField } from '../../../components/text-field.tsx';
import { serverMessage } from '@delivery/client/api-error';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { fill, messages, plural } from '../../../lib/messages.ts';
import { useAddDistrict, useServeCity, useTenantPlaces } from '../api/tenant-shops.ts';

const text = messages.tenantShops.places;

/** A single shop's owner runs its cities and districts alone: the page of them, without the shops. */
export function PlacesPage() {
  useDocumentTitle(`${text.title} · ${messages.app.title}`);
  return (
    <main className="mx-auto w-full max-w-5xl flex-1 p-4 sm:p-6">
      <PlacesSection asPage />
    </main>
  );
}

/** The cities the profile serves with their districts; another city, another district. */
export function PlacesSection({ asPage = false }: { asPage?: boolean }) {
  const places = useTenantPlaces();
  const Heading = asPage ? 'h1' : 'h2';
  return (
    <section aria-labelledby="places-title" className={asPage ? undefined : 'mt-10'}>
      <Heading
        id="places-title"
        className={`${asPage ? 'text-3xl tracking-tight' : 'text-2xl'} font-black text-ink-900`}
      >
        {text.title}
      </Heading>
      <p className="mt-1 max-w-2xl text-base text-ink-700">{text.lead}</p>
      {places.isPending ? (
        <Loading className="p-6" />
      ) : places.isError ? (
        <FieldError>{serverMessage(places.error) ?? messages.app.unknownError}</FieldError>
      ) : (
        <div className="mt-4 grid gap-3 lg:grid-cols-2">
          {places.data.map((city) => (
            <CityCard key={city.city_id} city={city} />
          ))}
          <NewCityForm />
        </div>
      )}
    </section>
  );
}

function CityCard({ city }: { city: TTenantPlace }) {
  const add = useAddDistrict();
  const [name, setName] = useState('');
  const [checked, setChecked] = useState(false);
  const error = checked && name.trim().length < 2 ? text.nameTooShort : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (name.trim().length < 2) return;
    add.mutate({ city_id: city.city_id, name: name.trim() }, { onSuccess: () => (setName(''), setChecked(false)) });
  };
  return (
    <article data-testid="tenant-city" className="rounded-2xl bg-white p-4 shadow-sm">
      <h3 className="text-lg font-bold text-ink-900">
        {city.name} <span className="font-semibold text-ink-600">· {city.state}</span>
      </h3>
      <p className="text-sm text-ink-600">
        {city.districts.length ? plural(text.districts, city.districts.length) : text.noDistricts}
      </p>
      {city.districts.length ? (
        <ul className="mt-2 flex max-h-40 flex-wrap gap-1.5 overflow-y-auto">
          {city.districts.map((district) => (
            <li key={district.district_id} className="rounded-full bg-ink-100 px-2.5 py-0.5 text-sm text-ink-900">
              {district.name}
            </li>
          ))}
        </ul>
      ) : null}
      <form onSubmit={submit} noValidate className="mt-3 flex items-end gap-2">
        <TextField
          label={fill(text.newDistrict, { city: city.name })}
          value={name}
          maxLength={60}
          autoComplete="off"
          onValueChange={setName}
          error={error ?? (add.isError ? (serverMessage(add.error) ?? messages.app.unknownError) : null)}
          className="min-w-0 flex-1"
        />
        <Button
          type="submit"
          variant="secondary"
          busy={add.isPending}
          aria-label={text.addDistrict}
          className="mb-auto mt-8"
        >
          <PlusIcon className="size-5" />
        </Button>
      </form>
    </article>
  );
}

function NewCityForm() {
  const serve = useServeCity();
  const [name, setName] = useState('');
  const [state, setState] = useState('SP');
  const [checked, setChecked] = useState(false);
  const error = checked && name.trim().length < 2 ? text.nameTooShort : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (name.trim().length < 2) return;
    serve.mutate({ name: name.trim(), state }, { onSuccess: () => (setName(''), setChecked(false)) });
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="new-city-title"
      className="rounded-2xl border-2 border-dashed border-ink-200 p-4"
    >
      <h3 id="new-city-title" className="text-lg font-bold text-ink-900">
        {text.newCity}
      </h3>
      <div className="mt-3 grid grid-cols-[minmax(0,1fr)_6.5rem] gap-2">
        <TextField
          label={text.cityName}
          value={name}
          maxLength={60}
          autoComplete="off"
          onValueChange={setName}
          error={error ?? (serve.isError ? (serverMessage(serve.error) ?? messages.app.unknownError) : null)}
        />
        <SelectField
          label={text.state}
          value={state}
          options={stateCodes.map((code) => ({ value: code, label: code }))}
          onValueChange={setState}
        />
      </div>
      <Button type="submit" busy={serve.isPending} className="mt-3 w-full">
        {text.addCity}
      </Button>
    </form>
  );
}
