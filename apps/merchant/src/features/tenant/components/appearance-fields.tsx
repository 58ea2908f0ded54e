import { brandShades, isHexColour, minimumContrast } from '@delivery/contract/colours';
import { shortNameMax, shortNameOf } from '@delivery/contract/short-name';
import type { TTenantAppearance } from '@delivery/contract/tenant-settings';
import { useId } from 'react';
import { AlertIcon, CheckIcon } from '../../../components/icons.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { fill, messages } from '../../../lib/messages.ts';
import { contrastOf, type FormIssues } from '../tenant-form.ts';
import { ImageField } from './image-field.tsx';
import { FieldCard } from './section-form.tsx';

const text = messages.tenant.appearance;

type AppearanceFieldsProps = {
  form: TTenantAppearance;
  change: (fields: Partial<TTenantAppearance>) => void;
  issues: FormIssues | null;
};

/** Name, short name, icon, logo and the brand colour, with a preview of each as the customer app shows it. */
export function AppearanceFields({ form, change, issues }: AppearanceFieldsProps) {
  return (
    <div className="grid gap-4 lg:grid-cols-2 lg:items-start">
      <FieldCard title={text.identity}>
        <TextField
          label={text.name}
          value={form.title}
          onValueChange={(title) => change({ title })}
          hint={text.nameHint}
          error={issues?.title}
          maxLength={60}
        />
        <ShortNameField form={form} change={change} error={issues?.short_name} />
        <ImageField
          label={text.icon}
          hint={text.iconHint}
          value={form.icone}
          onChange={(icone) => change({ icone })}
          error={issues?.icone}
          square
        />
        <ImageField
          label={text.logo}
          hint={text.logoHint}
          value={form.logo_pwa_app}
          onChange={(logo_pwa_app) => change({ logo_pwa_app })}
          error={issues?.logo_pwa_app}
        />
      </FieldCard>
      <ColourCard value={form.primary} onChange={(primary) => change({ primary })} error={issues?.primary} />
    </div>
  );
}

/**
 * The name under the installed app's icon, at most what fits there, with the icon and the name as
 * a phone's home screen shows them; empty, the title's first words stand for it.
 */
function ShortNameField({
  form,
  change,
  error,
}: {
  form: TTenantAppearance;
  change: (fields: Partial<TTenantAppearance>) => void;
  error: string | undefined;
}) {
  const derived = shortNameOf({ title: form.title, short_name: '' });
  const shown = shortNameOf(form);
  const icon = (form.logo_pwa_app || form.icone).trim();
  return (
    <div className="flex items-start gap-3">
      <TextField
        label={text.shortName}
        value={form.short_name}
        onValueChange={(short_name) => change({ short_name })}
        hint={fill(text.shortNameHint, { max: shortNameMax, name: derived })}
        error={error}
        placeholder={derived}
        maxLength={shortNameMax}
        className="min-w-0 flex-1"
      />
      <figure className="mt-8 flex w-24 shrink-0 flex-col items-center gap-1 rounded-xl bg-ink-800 px-1 py-2">
        <span className="grid size-11 place-items-center overflow-hidden rounded-xl bg-white">
          {icon ? <img src={icon} alt="" className="max-h-full max-w-full object-contain" /> : null}
        </span>
        <figcaption className="w-full truncate text-center text-xs font-semibold text-white">
          <span className="sr-only">{text.shortNamePreview}: </span>
          {shown}
        </figcaption>
      </figure>
    </div>
  );
}

/**
 * The brand colour: the device's colour picker and its code side by side, how it reads on white
 * (a warning below WCAG's 4.5:1, not a refusal), and a sample of the customer app in it.
 */
function ColourCard({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  const id = useId();
  const valid = isHexColour(value.trim());
  const colour = valid ? value.trim().toLowerCase() : null;
  const contrast = contrastOf(value);
  const shades = colour ? brandShades(colour) : null;
  return (
    <FieldCard title={text.colour} lead={text.colourHint}>
      <div className="flex items-end gap-3">
        <div>
          <label htmlFor={`${id}-picker`} className="sr-only">
            {text.colourPicker}
          </label>
          <input
            id={`${id}-picker`}
            type="color"
            value={colour ?? '#000000'}
            onChange={(event) => onChange(event.target.value)}
            className="block h-13 w-16 cursor-pointer rounded-xl border-2 border-ink-200 bg-white p-1"
          />
        </div>
        <TextField
          label={text.colourHex}
          value={value}
          onValueChange={onChange}
          error={error}
          maxLength={7}
          spellCheck={false}
          autoCapitalize="characters"
          className="min-w-0 flex-1 sm:max-w-48"
        />
      </div>
      {contrast ? (
        <p
          data-testid="contrast-note"
          className={`flex items-start gap-2 rounded-xl px-3 py-2 text-base ${
            contrast.low ? 'bg-amber-100 font-semibold text-ink-900' : 'bg-emerald-50 text-emerald-900'
          }`}
        >
          {contrast.low ? (
            <AlertIcon className="mt-0.5 size-5 shrink-0" />
          ) : (
            <CheckIcon className="mt-0.5 size-5 shrink-0" />
          )}
          <span>
            {fill(contrast.low ? text.contrastLow : text.contrastOk, {
              ratio: contrast.ratio,
              minimum: minimumContrast.toLocaleString('pt-BR'),
            })}
          </span>
        </p>
      ) : null}
      {shades ? (
        <div aria-hidden="true" className="rounded-xl border border-ink-200 bg-ink-50 p-4">
          <div className="flex flex-wrap items-center gap-4">
            <span
              className="inline-flex min-h-12 items-center rounded-xl px-5 text-base font-bold text-white"
              style={{ backgroundColor: shades['600'] }}
            >
              {text.sampleButton}
            </span>
            <span className="text-lg font-extrabold" style={{ color: shades['600'] }}>
              {text.samplePrice}
            </span>
            <span
              className="rounded-lg px-3 py-1 text-sm font-bold"
              style={{ backgroundColor: shades['50'], color: shades['700'] }}
            >
              {text.sampleLink}
            </span>
          </div>
        </div>
      ) : null}
    </FieldCard>
  );
}
