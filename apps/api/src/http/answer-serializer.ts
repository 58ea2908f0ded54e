import type { FastifySerializerCompiler } from 'fastify';
import fastJson from 'fast-json-stringify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Answers are written by a serializer compiled once per call from the answer's schema
 * (fast-json-stringify over the schema's JSON Schema): it writes only the declared fields, so a
 * handler can never leak a column it was not meant to, and it does not walk the answer twice as
 * checking it with zod and then JSON.stringify did (listShops spent most of its time there).
 * With `checkAnswers` (tests and journeys) every answer is also checked against its zod schema
 * first, so an answer that breaks the contract fails the test that made it.
 */
export function answerSerializer(checkAnswers: boolean): FastifySerializerCompiler<z.ZodType> {
  return ({ schema, method, url }) => {
    const stringify = serializerOf(schema);
    if (!checkAnswers) return stringify;
    return (data) => {
      const checked = schema.safeParse(data);
      if (!checked.success) throw new ResponseSerializationError(method, url, { cause: checked.error });
      return stringify(data);
    };
  };
}

type Stringify = ReturnType<typeof fastJson>;

/**
 * The contract's schemas are objects made once per process, and a serializer depends on its
 * schema alone: an app made after another in the same process (the API tests make hundreds, a
 * worker's files sharing one module graph) takes the serializers the first compiled, which was a
 * quarter of an app's start (decision 0078).
 */
const compiled = new WeakMap<z.ZodType, Stringify>();

function serializerOf(schema: z.ZodType): Stringify {
  let stringify = compiled.get(schema);
  if (!stringify) {
    stringify = fastJson(
      z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'any', reused: 'inline' }) as object,
    );
    compiled.set(schema, stringify);
  }
  return stringify;
}
