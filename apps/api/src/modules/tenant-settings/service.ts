import type { CallBody } from '@delivery/contract/call';
import type { tenantSettingsCalls } from '@delivery/contract/calls/tenant-settings';
import { ErrorType } from '@delivery/contract/errors';
import { apiMessages, formatMessage } from '@delivery/contract/messages';
import type { TProfileSettings } from '@delivery/contract/profile';
import {
  linksFields,
  signInFields,
  type TTenantAppearance,
  type TTenantLinks,
  type TTenantSection,
  type TTenantSettingsResponse,
  type TTenantSignIn,
} from '@delivery/contract/tenant-settings';
import type { Database } from '../../db/client.ts';
import type { ProfileChange } from '../../db/schema/tenant-settings.ts';
import type { AnswerReplay } from '../../http/answer-replay.ts';
import { AppError } from '../../http/app-error.ts';
import { readSlides, replaceSlides } from '../app-info/service.ts';
import { requireTenantRunner, type StaffScope } from '../staff/service.ts';
import {
  announceProfileChanged,
  bumpSection,
  readProfile,
  type ProfileRow,
  type Tenant,
  type TenantResolver,
} from '../tenant/service.ts';
import { lastChanges, recordProfileChange } from './queries.ts';

/*
 * The tenant's own settings as its operator runs them (issue 13, decision 0038): the parts of the
 * profile the customer app reads, one section at a time. A save names the version of its section
 * it read; a newer one refuses it. What changed is written with who changed it, in the save's
 * transaction, then announced: every API process forgets the tenant it kept, so the next
 * getProfile, on any of them, answers the new settings.
 */

/** What the services need, built once in routes.ts. */
export type TenantSettingsContext = { db: Database; tenants: TenantResolver; replay: AnswerReplay };

type Body<K extends keyof typeof tenantSettingsCalls> = CallBody<(typeof tenantSettingsCalls)[K]>;
/** The sections kept in the profile's settings document; the slider's slides are rows of their own. */
type SettingsSection = Exclude<TTenantSection, 'slider'>;
type Sections = { appearance: TTenantAppearance; links: TTenantLinks; sign_in: TTenantSignIn };

/** Each section as the wire names its fields, read from the profile's settings. */
const read: { [S in SettingsSection]: (settings: TProfileSettings) => Sections[S] } = {
  appearance: ({ app, site, theme }) => ({
    title: app.title,
    short_name: app.short_name,
    icone: site.icone,
    logo_pwa_app: site.logo_pwa_app,
    primary: theme.primary,
  }),
  links: ({ app, site, contact }) => ({
    politica_provacidade: site.politica_provacidade,
    link_url_ios: app.link_url_ios,
    link_url_android: app.link_url_android,
    link_label: app.link_label,
    image: app.image,
    ga_key: site.ga_key,
    adwords_key: site.adwords_key,
    mautic_key: site.mautic_key,
    key_gtm: site.key_gtm,
    face_pixel_key: site.face_pixel_key,
    contact_phone: contact.phone,
    contact_whatsapp: contact.whatsapp,
    contact_email: contact.email,
    contact_address: contact.address,
  }),
  sign_in: ({ login }) => ({
    menu_web: login.menu_web,
    menu_ios: login.menu_ios,
    menu_android: login.menu_android,
    text_email: login.text_email,
    label_login_phone: login.label_login_phone,
    by_input: login.by_input,
    input_type: login.input_type,
    label_generic_top: login.label_generic_top,
    internal_label: login.internal_label,
    text_button_next: login.text_button_next,
  }),
};

/** The profile's settings with a section's new values in their places; the rest untouched. */
const write: { [S in SettingsSection]: (settings: TProfileSettings, values: Sections[S]) => TProfileSettings } = {
  appearance: (settings, { title, short_name, icone, logo_pwa_app, primary }) => ({
    ...settings,
    site: { ...settings.site, icone, logo_pwa_app },
    app: { ...settings.app, title, short_name },
    theme: { primary },
  }),
  links: (
    settings,
    {
      politica_provacidade,
      link_url_ios,
      link_url_android,
      link_label,
      image,
      contact_phone,
      contact_whatsapp,
      contact_email,
      contact_address,
      ...keys
    },
  ) => ({
    ...settings,
    site: { ...settings.site, politica_provacidade, ...keys },
    app: { ...settings.app, link_url_ios, link_url_android, link_label, image },
    contact: { phone: contact_phone, whatsapp: contact_whatsapp, email: contact_email, address: contact_address },
  }),
  sign_in: (settings, login) => ({ ...settings, login: { ...settings.login, ...login } }),
};

/** Each field whose value differs, before and after. */
function changeOf<T extends object>(before: T, after: T): ProfileChange {
  const change: ProfileChange = {};
  for (const field of Object.keys(after) as (keyof T & string)[]) {
    if (JSON.stringify(before[field]) !== JSON.stringify(after[field])) {
      change[field] = { from: before[field], to: after[field] };
    }
  }
  return change;
}

const notFound = () => new AppError(ErrorType.NOT_FOUND, apiMessages.profileNotFound);

async function answerOf(db: Database, profileId: number, row: ProfileRow, message: string) {
  const [last, slides] = await Promise.all([lastChanges(db, profileId), readSlides(db, profileId)]);
  const lastOf = (section: TTenantSection) => {
    const change = last.get(section);
    return change ? { at: change.at.toISOString(), by: change.by } : null;
  };
  return {
    error_type: ErrorType.OK,
    message,
    type_flow: row.typeFlow,
    appearance: read.appearance(row.settings),
    links: read.links(row.settings),
    sign_in: read.sign_in(row.settings),
    slider: { slides },
    versions: row.versions,
    last_changes: {
      appearance: lastOf('appearance'),
      links: lastOf('links'),
      sign_in: lastOf('sign_in'),
      slider: lastOf('slider'),
    },
    google_ready: row.settings.google.clientId.trim() !== '',
    facebook_ready: row.settings.facebook.appId.trim() !== '',
  } satisfies TTenantSettingsResponse;
}

/** The sections as the panel edits them, with the version each save names. */
export async function tenantSettings(ctx: TenantSettingsContext, scope: StaffScope, tenant: Tenant) {
  requireTenantRunner(scope, tenant);
  const row = await readProfile(ctx.db, tenant.id);
  if (!row) throw notFound();
  return answerOf(ctx.db, tenant.id, row, apiMessages.ok);
}

/**
 * Saves one section at the version the editor read. Saving what already holds writes and
 * announces nothing; a change is announced once committed, so no process reads the tenant again
 * before the new settings can be read.
 */
async function saveSection<S extends SettingsSection>(
  ctx: TenantSettingsContext,
  scope: StaffScope,
  tenant: Tenant,
  section: S,
  version: number,
  values: Sections[S],
) {
  requireTenantRunner(scope, tenant);
  const saved = await ctx.db.transaction(async (tx) => {
    const row = await readProfile(tx, tenant.id, true);
    if (!row) throw notFound();
    if (row.versions[section] !== version) {
      throw new AppError(ErrorType.EDIT_CONFLICT, formatMessage(apiMessages.tenantEditConflict, { tenant: row.name }));
    }
    const change = changeOf(read[section](row.settings), values);
    if (Object.keys(change).length === 0) return { row, changed: false };
    const settings = write[section](row.settings, values);
    const next = await bumpSection(tx, tenant.id, section, settings);
    await recordProfileChange(tx, { profileId: tenant.id, staffId: scope.member.id, section, change });
    return { row: { ...row, settings, versions: { ...row.versions, [section]: next } }, changed: true };
  });
  if (saved.changed) {
    await announceProfileChanged(ctx.db, tenant.id);
    // This process at once: its next getProfile must not wait for the NOTIFY to come round.
    ctx.tenants.forget();
    ctx.replay.forget();
  }
  return answerOf(ctx.db, tenant.id, saved.row, saved.changed ? apiMessages.tenantSaved : apiMessages.tenantUnchanged);
}

export const saveTenantAppearance = (
  ctx: TenantSettingsContext,
  scope: StaffScope,
  tenant: Tenant,
  { version, title, short_name, icone, logo_pwa_app, primary }: Body<'saveTenantAppearance'>,
) => saveSection(ctx, scope, tenant, 'appearance', version, { title, short_name, icone, logo_pwa_app, primary });

/** The fields of a section out of a save's body (which also carries its version and token). */
const only = <T extends object, K extends keyof T>(body: T, keys: readonly K[]): Pick<T, K> =>
  Object.fromEntries(keys.map((key) => [key, body[key]])) as Pick<T, K>;

export const saveTenantLinks = (
  ctx: TenantSettingsContext,
  scope: StaffScope,
  tenant: Tenant,
  body: Body<'saveTenantLinks'>,
) =>
  saveSection(
    ctx,
    scope,
    tenant,
    'links',
    body.version,
    only(body, Object.keys(linksFields) as (keyof TTenantLinks)[]),
  );

export const saveTenantSignIn = (
  ctx: TenantSettingsContext,
  scope: StaffScope,
  tenant: Tenant,
  body: Body<'saveTenantSignIn'>,
) =>
  saveSection(
    ctx,
    scope,
    tenant,
    'sign_in',
    body.version,
    only(body, Object.keys(signInFields) as (keyof TTenantSignIn)[]),
  );

/**
 * Saves the home's slides, in their order, at the version the editor read: those kept are
 * updated, new ones added, the others removed. `getInfoSlider` reads them from the database on
 * every call, so nothing is announced.
 */
export async function saveTenantSlider(
  ctx: TenantSettingsContext,
  scope: StaffScope,
  tenant: Tenant,
  body: Body<'saveTenantSlider'>,
) {
  requireTenantRunner(scope, tenant);
  const saved = await ctx.db.transaction(async (tx) => {
    const row = await readProfile(tx, tenant.id, true);
    if (!row) throw notFound();
    if (row.versions.slider !== body.version) {
      throw new AppError(ErrorType.EDIT_CONFLICT, formatMessage(apiMessages.tenantEditConflict, { tenant: row.name }));
    }
    const before = await readSlides(tx, tenant.id);
    const known = new Set(before.map((slide) => slide.slider_id));
    if (body.slides.some((slide) => slide.slider_id !== undefined && !known.has(slide.slider_id))) {
      throw new AppError(ErrorType.NOT_FOUND, apiMessages.slideNotFound);
    }
    const change = changeOf({ slides: before }, { slides: body.slides });
    if (Object.keys(change).length === 0) return { row, changed: false };
    await replaceSlides(tx, tenant.id, body.slides);
    const next = await bumpSection(tx, tenant.id, 'slider');
    await recordProfileChange(tx, { profileId: tenant.id, staffId: scope.member.id, section: 'slider', change });
    return { row: { ...row, versions: { ...row.versions, slider: next } }, changed: true };
  });
  return answerOf(ctx.db, tenant.id, saved.row, saved.changed ? apiMessages.tenantSaved : apiMessages.tenantUnchanged);
}
