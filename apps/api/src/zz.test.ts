import { it } from 'vitest';
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import fastJson from 'fast-json-stringify';
import { ZListShopsResponse } from '@delivery/contract/catalog';
it('x', () => {
  const data = JSON.parse(readFileSync('/tmp/shops.json', 'utf8'));
  const f = fastJson(
    z.toJSONSchema(ZListShopsResponse, {
      io: 'output',
      target: 'draft-7',
      unrepresentable: 'any',
      reused: 'inline',
    }) as object,
  );
  for (const [name, fn] of [
    ['fjs', f],
    ['json', JSON.stringify],
    ['zod+json', (d: unknown) => JSON.stringify(ZListShopsResponse.parse(d))],
  ] as const) {
    for (let i = 0; i < 2000; i++) fn(data);
    const t = performance.now();
    for (let i = 0; i < 20000; i++) fn(data);
    console.log(name, (((performance.now() - t) / 20000) * 1000).toFixed(1), 'µs');
  }
});
