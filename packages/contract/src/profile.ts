import { z } from 'zod';
import { typeFlows } from './constants.ts';
import { ZEnvelope } from './envelope.ts';
import { zFlag, zId, zRowId, zText, zValidate } from './fields.ts';

/** Which sign-in options a platform's start view lists (docs/product.md section 2). */
export const ZLoginMenu = z.object({
  display_menu: zFlag(),
  google: zFlag(),
  facebook: zFlag(),
  phone: zFlag(),
});
export type TLoginMenu = z.infer<typeof ZLoginMenu>;

export const loginInputTypes = ['CPF', 'NUMERO', 'TEXTO'] as const;

/** A profile's settings as docs/product.md section 3 names them. Stored as one JSON document per profile. */
export const ZProfileSettings = z
  .object({
    site: z.object({
      icone: z.string(),
      ga_key: z.string(),
      adwords_key: z.string(),
      mautic_key: z.string(),
      key_gtm: z.string(),
      face_pixel_key: z.string(),
      type_flow: z.enum(typeFlows),
      politica_provacidade: z.string(),
      logo_pwa_app: z.string(),
    }),
    app: z.object({
      link_url_ios: z.string(),
      link_url_android: z.string(),
      title: z.string(),
      /**
       * Ours (issue 31): the name under the installed app's icon, at most `shortNameMax`
       * characters; '' takes the title's first words (short-name.ts).
       */
      short_name: z.string(),
      link_label: z.string(),
      image: z.string(),
    }),
    login: z.object({
      text_email: z.string(),
      label_login_phone: z.string(),
      /** null: no menu for that platform, the modal opens straight on the e-mail form. */
      menu_ios: ZLoginMenu.nullable(),
      menu_android: ZLoginMenu.nullable(),
      /** Ours, beside docs/product.md's two: the options the web app lists. */
      menu_web: ZLoginMenu.nullable(),
      by_input: zFlag(),
      input_type: z.enum(loginInputTypes).nullable(),
      label_generic_top: z.string(),
      internal_label: z.string(),
      text_button_next: z.string(),
    }),
    facebook: z.object({ appId: z.string() }),
    /**
     * Ours: how addresses are written. DISTRICT: the customer picks a district of the city (fees by
     * district); GEOCODE: free-text district, the server finds the coordinates (fees by distance)
     * and the app calls the customer4apiGeocode/* variants.
     */
    address: z.object({ mode: z.enum(['DISTRICT', 'GEOCODE']) }),
    /** Ours: the OAuth client id Google sign-in uses on this profile ('' = Google sign-in off). */
    google: z.object({ clientId: z.string() }),
    /**
     * Ours (decision 0038): the brand colour the customer app is painted with, as #rrggbb; its
     * shades are worked out from it (colours.ts).
     */
    theme: z.object({ primary: z.string().regex(/^#[0-9a-f]{6}$/) }),
    /**
     * Ours (issue 16): how customers reach the marketplace itself, on its contact page; phones as
     * digits with area code, '' for what was not given. Edited with the links in the panel.
     */
    contact: z.object({ phone: z.string(), whatsapp: z.string(), email: z.string(), address: z.string() }),
    cache: z.object({
      /** Hours a client may keep this profile before fetching it again. */
      profile4api_getProfile: z.number().int().min(0),
    }),
  })
  .meta({ id: 'ProfileSettings' });
export type TProfileSettings = z.infer<typeof ZProfileSettings>;
/** DISTRICT: the district is one of the city's; GEOCODE: a free district placed by the geocoder. */
export type TAddressMode = TProfileSettings['address']['mode'];

export const ZGetProfileRequest = z.object({
  validate: zValidate(),
  /** Sent by legacy clients; the tenant is always the one the Host header resolves to. */
  domain: zText(253).optional(),
  profile_id: zId().optional(),
  push_id: zText(512).optional(),
});

export const ZGetProfileResponse = ZEnvelope.extend({ profile_id: zRowId() }).extend(ZProfileSettings.shape);
export type TGetProfileResponse = z.infer<typeof ZGetProfileResponse>;
