import { z } from 'zod';

/**
 * Field builders shared by request schemas. Bodies may come form-urlencoded, where every value
 * is a string, so numeric fields accept digit strings too.
 */
export const zInt = () =>
  z.union([
    z.number().int(),
    z
      .string()
      .trim()
      .regex(/^-?\d+$/)
      .transform(Number),
  ]);

const MAX_ID = 2_147_483_647;

/** A row's id: a positive integer (its JSON number branch says so in the API document too). */
export const zId = () =>
  z
    .union([
      z.number().int().positive().max(MAX_ID),
      z
        .string()
        .trim()
        .regex(/^-?\d+$/)
        .transform(Number),
    ])
    .pipe(z.number().int().positive().max(MAX_ID));

/** An id in an answer: a positive integer, as every table's key is. */
export const zRowId = () => z.number().int().positive();
/**
 * An order's number as its tenant counts them, from 1 (decision 0067): what a person reads ('Pedido
 * nº 12'). The order's `order_id` stays the key a call names it by.
 */
export const zOrderNumber = () => z.number().int().positive();

/** `validate=1` travels in every legacy body; it is accepted and carries no meaning here. */
export const zValidate = () => z.union([z.literal(1), z.literal('1')]).optional();

/**
 * No control characters but tab and line breaks: nobody types them, and PostgreSQL refuses NUL in
 * text outright.
 */
const NO_CONTROL_CHARACTERS = /^(?:[^\p{Cc}]|[\t\n\r])*$/u;

/**
 * Half of a UTF-16 surrogate pair with no other half: no character at all. The database stores it
 * as U+FFFD in one column and refuses it in JSON (a queued e-mail), so it never gets that far.
 */
const UNPAIRED_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Text a person typed: trimmed, at most `max` characters, no control characters, whole characters. */
export const zText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .regex(NO_CONTROL_CHARACTERS, 'não pode ter caracteres de controle')
    .refine((value) => !UNPAIRED_SURROGATE.test(value), 'não pode ter caracteres inválidos');

/**
 * The session token of a signed-in call, when it travels in the body as the product's clients send
 * it (docs/product.md); it may come as `Authorization: Bearer` instead, so the field itself is
 * optional and the API's signed-in hook decides.
 */
export const zSessionToken = () => zText(200).min(1).optional();

/** 1 or 0, as the legacy profile settings carry flags. */
export const zFlag = () => z.enum(['0', '1']);

/**
 * An amount in reais: 12.5, '12.50' or '12,50' (form bodies); at most two decimals, from 0 to
 * `max` (R$ 100.000 unless said: far above any order, and its cents fit an integer column).
 */
export const zMoney = (max = 100_000) =>
  z
    .union([
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d{1,12}([.,]\d{1,2})?$/)
        .transform((v) => Number(v.replace(',', '.'))),
    ])
    .pipe(
      z
        .number()
        .min(0)
        .max(max)
        // A number may carry more decimals than a typed string can: 12.345 is no price.
        .refine((reais) => Math.abs(reais * 100 - Math.round(reais * 100)) < 1e-6, 'no máximo duas casas decimais'),
    );

/** A calendar day, 'YYYY-MM-DD' (a local date: whose time zone, each call says). */
export const zDay = () => z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'use o formato AAAA-MM-DD');
