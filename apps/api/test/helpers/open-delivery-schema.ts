import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { parse } from 'yaml';

/**
 * The Open Delivery standard's own schemas, read from the shared, unmodified OpenAPI file at test
 * time (OPEN_DELIVERY_SPEC names another copy), so an answer is checked against the standard and
 * not against our reading of it. OpenAPI 3.0 is JSON Schema with extras: ajv takes `nullable`
 * itself; `example`, `discriminator` and `x-*` are tolerated (strict off); the formats the file
 * uses (uuid, uri, date-time, email) are checked by ajv-formats, its own (`double`, `SHA256`) ignored.
 */
const specPath =
  process.env.OPEN_DELIVERY_SPEC ??
  path.resolve(import.meta.dirname, '../../../../../shared/opendelivery/openapi-1.7.1.yaml');

const SPEC_ID = 'open-delivery';

type Spec = { components: { schemas: Record<string, { discriminator?: { mapping?: Record<string, string> } }> } };

let loaded: { ajv: Ajv; spec: Spec } | undefined;

function load() {
  if (loaded) return loaded;
  const spec = parse(readFileSync(specPath, 'utf8')) as Spec;
  const ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false, logger: false });
  // ajv-formats is CommonJS: its default export arrives wrapped under ESM.
  const addFormats = (addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule;
  addFormats(ajv);
  ajv.addSchema({ ...spec, $id: SPEC_ID });
  loaded = { ajv, spec };
  return loaded;
}

const validators = new Map<string, ValidateFunction>();

/** The validator of `components.schemas[name]` of the standard. */
export function openDeliverySchema(name: string): ValidateFunction {
  let validate = validators.get(name);
  if (!validate) {
    const { ajv, spec } = load();
    if (!spec.components.schemas[name]) throw new Error(`the standard has no schema ${name}`);
    validate = ajv.getSchema(`${SPEC_ID}#/components/schemas/${name}`)!;
    validators.set(name, validate);
  }
  return validate;
}

const describe = (errors: ErrorObject[] | null | undefined) =>
  (errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''} ${JSON.stringify(e.params)}`).join('\n');

/** Throws, naming every violation, unless `value` is valid against the standard's schema `name`. */
export function assertOpenDelivery(name: string, value: unknown): void {
  const validate = openDeliverySchema(name);
  if (!validate(value)) throw new Error(`not a valid ${name}:\n${describe(validate.errors)}\n${JSON.stringify(value)}`);
}

/**
 * An event against the schema its type maps to (`Event.discriminator.mapping`): the mapped schema
 * holds what a type requires beyond the plain Event (a cancellation's reason and code, a
 * confirmation's metadata), which ajv does not follow by itself.
 */
export function assertOpenDeliveryEvent(event: { eventType?: unknown }): void {
  const mapping = load().spec.components.schemas.Event!.discriminator!.mapping!;
  const target = mapping[String(event.eventType)];
  if (!target) throw new Error(`event type ${String(event.eventType)} is not one of the standard's`);
  assertOpenDelivery('Event', event);
  assertOpenDelivery(target.split('/').at(-1)!, event);
}
