import { z } from 'zod';
import { ZLastChange } from './last-change.ts';
import { typeFlows } from './constants.ts';
import { ZEnvelope } from './envelope.ts';
import { zFlag, zId, zSessionToken, zText, zValidate } from './fields.ts';
import { contactFields } from './contact.ts';
import { loginInputTypes, ZLoginMenu } from './profile.ts';
import { shortNameMax } from './short-name.ts';

/*
 * The tenant's own settings as its operator runs them from the panel (issue 13, decision 0038):
 * what the customer app reads of the profile, in four sections saved each at its own version.
 * The fields keep the names the profile has on the wire (docs/product.md section 3), so a field here is
 * the field the customer app reads.
 */

export const tenantSections = ['appearance', 'links', 'sign_in', 'slider'] as const;
export type TTenantSection = (typeof tenantSections)[number];

/** '' (none), a path on the tenant's own host, or an https address: nothing a page could not load. */
export const zLink = () =>
  zText(500).refine(
    (value) => value === '' || /^\/(?!\/)\S*$/.test(value) || /^https:\/\/[^\s/]+\S*$/i.test(value),
    'use um endereço que comece com https:// ou /',
  );

/** An analytics key as the providers print them (G-…, GTM-…, AW-…, digits, a Mautic address). */
const zKey = () => zText(120).regex(/^[\w.:/-]*$/, 'use só letras, números e . : / - _');

export const zHexColour = () =>
  z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, 'use uma cor no formato #RRGGBB')
    .transform((value) => value.toLowerCase());

/** Title, short name, icons and colour: how the customer app looks. */
export const appearanceFields = {
  /** app.title: the name the customer app shows in its header and the browser's tab. */
  title: zText(60).refine((value) => value !== '', 'informe o nome'),
  /** app.short_name: the name under the installed app's icon; '' takes the title's first words. */
  short_name: zText(60).refine(
    (value) => Array.from(value).length <= shortNameMax,
    `use no máximo ${shortNameMax} caracteres: é o que cabe sob o ícone`,
  ),
  /** site.icone: the square icon (favicon, the app's icon). */
  icone: zLink(),
  /** site.logo_pwa_app: the logo of the header and the sign-in modal. */
  logo_pwa_app: zLink(),
  /** theme.primary: the brand colour. */
  primary: zHexColour(),
};

/** The policy, the app stores and their banner, the analytics keys, and the marketplace's contact. */
export const linksFields = {
  politica_provacidade: zLink(),
  link_url_ios: zLink(),
  link_url_android: zLink(),
  /** The smart banner's button, and its image. */
  link_label: zText(40),
  image: zLink(),
  ga_key: zKey(),
  adwords_key: zKey(),
  mautic_key: zKey(),
  key_gtm: zKey(),
  face_pixel_key: zKey(),
  /** contact.*: how customers reach the marketplace on its contact page. */
  contact_phone: contactFields.phone,
  contact_whatsapp: contactFields.whatsapp,
  contact_email: contactFields.email,
  /** One line, as a letter is addressed: it is also searched on the map. */
  contact_address: zText(200),
};

/** The sign-in modal: the menu of each platform and the single-input login with its labels. */
export const signInFields = {
  menu_web: ZLoginMenu.nullable(),
  menu_ios: ZLoginMenu.nullable(),
  menu_android: ZLoginMenu.nullable(),
  text_email: zText(80),
  label_login_phone: zText(80),
  by_input: zFlag(),
  input_type: z.enum(loginInputTypes).nullable(),
  label_generic_top: zText(80),
  internal_label: zText(60),
  text_button_next: zText(30),
};

/** '' (the slide links nowhere), an https address, or a route of the app ('restaurante/12'). */
const zSlideLink = () =>
  zText(300).refine(
    (value) => value === '' || /^https:\/\/[^\s/]+\S*$/i.test(value) || /^\/?[\w-]+(\/[\w-]+)*$/.test(value),
    'use um endereço que comece com https:// ou uma página do app, como restaurante/12',
  );

export const slidesLimit = 12;

/** One slide of the home's slider (`getInfoSlider`): a new one has no id yet. */
export const ZSlideInput = z.object({
  slider_id: zId().optional(),
  title: zText(80).refine((value) => value !== '', 'informe o título'),
  image: zLink().refine((value) => value !== '', 'informe a imagem'),
  link: zSlideLink(),
  active: zFlag(),
});

/** The slides in the order the home shows them. */
export const sliderFields = {
  slides: z.array(ZSlideInput).max(slidesLimit, `no máximo ${slidesLimit} destaques`),
};

type SignInInput = { [K in keyof typeof signInFields]: z.infer<(typeof signInFields)[K]> };

/**
 * Rules across fields: Facebook is never offered on iOS (docs/product.md section 2), and a single-input
 * login needs its kind and the three texts its screen shows.
 */
export function checkSignIn(value: SignInInput, ctx: z.RefinementCtx): void {
  if (value.menu_ios?.facebook === '1') {
    ctx.addIssue({ code: 'custom', path: ['menu_ios', 'facebook'], message: 'o Facebook não é oferecido no iOS' });
  }
  if (value.by_input !== '1') return;
  if (!value.input_type) {
    ctx.addIssue({ code: 'custom', path: ['input_type'], message: 'escolha o tipo do campo único' });
  }
  for (const field of ['label_generic_top', 'internal_label', 'text_button_next'] as const) {
    if (!value[field])
      ctx.addIssue({ code: 'custom', path: [field], message: 'informe o texto do login por campo único' });
  }
}

/** Each section's fields and rules, for the panel to check a form as the API will. */
export const tenantSectionInputs = {
  appearance: z.object(appearanceFields),
  links: z.object(linksFields),
  sign_in: z.object(signInFields).superRefine(checkSignIn),
  slider: z.object(sliderFields),
} as const;

const saveFields = {
  validate: zValidate(),
  token: zSessionToken(),
  /** The section's version read: someone else's save since refuses this one (EDIT_CONFLICT). */
  version: zId(),
};

export const ZTenantSettingsRequest = z.object({ validate: zValidate(), token: zSessionToken() });
export const ZSaveTenantAppearanceRequest = z.object({ ...saveFields, ...appearanceFields });
export const ZSaveTenantLinksRequest = z.object({ ...saveFields, ...linksFields });
export const ZSaveTenantSignInRequest = z.object({ ...saveFields, ...signInFields }).superRefine(checkSignIn);
export const ZSaveTenantSliderRequest = z.object({ ...saveFields, ...sliderFields });

/*
 * The sections as stored and answered: plain strings, so a profile written before these rules (or
 * by hand) is still read, shown and fixed in the panel rather than refused.
 */
const plain = <K extends string>(keys: readonly K[]) =>
  z.object(Object.fromEntries(keys.map((key) => [key, z.string()])) as Record<K, z.ZodString>);

export const ZTenantAppearance = plain(['title', 'short_name', 'icone', 'logo_pwa_app', 'primary']).meta({
  id: 'TenantAppearance',
});
export type TTenantAppearance = z.infer<typeof ZTenantAppearance>;
export const ZTenantLinks = plain(Object.keys(linksFields) as (keyof typeof linksFields)[]).meta({ id: 'TenantLinks' });
export type TTenantLinks = z.infer<typeof ZTenantLinks>;
export const ZTenantSignIn = z
  .object({
    ...plain(['text_email', 'label_login_phone', 'label_generic_top', 'internal_label', 'text_button_next']).shape,
    menu_web: ZLoginMenu.nullable(),
    menu_ios: ZLoginMenu.nullable(),
    menu_android: ZLoginMenu.nullable(),
    by_input: zFlag(),
    input_type: z.enum(loginInputTypes).nullable(),
  })
  .meta({ id: 'TenantSignIn' });
export type TTenantSignIn = z.infer<typeof ZTenantSignIn>;

export const ZTenantSlider = z
  .object({
    slides: z.array(
      z.object({
        slider_id: z.number().int().positive(),
        title: z.string(),
        image: z.string(),
        link: z.string(),
        active: zFlag(),
      }),
    ),
  })
  .meta({ id: 'TenantSlider' });
export type TTenantSlider = z.infer<typeof ZTenantSlider>;

const perSection = <T extends z.ZodType>(schema: T) =>
  z.object({ appearance: schema, links: schema, sign_in: schema, slider: schema });

export const ZTenantSettingsResponse = ZEnvelope.extend({
  type_flow: z.enum(typeFlows),
  appearance: ZTenantAppearance,
  links: ZTenantLinks,
  sign_in: ZTenantSignIn,
  slider: ZTenantSlider,
  /** What the next save of each section names. */
  versions: perSection(z.number().int().positive()),
  /** Who saved each section last, and when (ISO); null before the first save in the panel. */
  last_changes: perSection(ZLastChange.nullable()),
  /** Whether the profile has the provider's id: without it the option is not offered whatever the menu says. */
  google_ready: z.boolean(),
  facebook_ready: z.boolean(),
});
export type TTenantSettingsResponse = z.infer<typeof ZTenantSettingsResponse>;
