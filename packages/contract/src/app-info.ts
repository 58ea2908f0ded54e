import { z } from 'zod';
import { ZEnvelope } from './envelope.ts';
import { zId, zRowId, zText, zValidate } from './fields.ts';

export const ZGetInfoAppRequest = z.object({
  validate: zValidate(),
  profile_id: zId().optional(),
  ambiente: zText(40).optional(),
  app_name: zText(120).optional(),
  /** The caller's version, dotted numbers ('1.4.2'). */
  versao: zText(40)
    .regex(/^\d+(\.\d+){0,3}$/, 'use números separados por ponto, como 1.4.2')
    .optional(),
  /** The caller's platform: 'android' or 'ios' (any case); others never get an update. */
  sistema: zText(40).optional(),
});

export const ZGetInfoAppResponse = ZEnvelope.extend({
  /** Store URL when the caller's version is older than the published one, else ''. */
  url_update_app: z.string(),
  message_update: z.string(),
  profile_id: zRowId(),
});
export type TGetInfoAppResponse = z.infer<typeof ZGetInfoAppResponse>;

export const ZGetInfoSliderRequest = z.object({
  validate: zValidate(),
  ambiente: zText(40).optional(),
  profile_id: zId().optional(),
});

export const ZSlide = z
  .object({
    slider_id: zRowId(),
    title: z.string(),
    image: z.string(),
    /** An app route ('restaurante/12') or an absolute URL; '' when the slide links nowhere. */
    link: z.string(),
  })
  .meta({ id: 'Slide' });
export type TSlide = z.infer<typeof ZSlide>;

export const ZGetInfoSliderResponse = ZEnvelope.extend({ sliders: z.array(ZSlide) });
export type TGetInfoSliderResponse = z.infer<typeof ZGetInfoSliderResponse>;
