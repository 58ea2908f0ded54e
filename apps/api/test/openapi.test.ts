import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the API document', () => {
  it("passes Redocly's recommended lint with no error and no warning", async () => {
    const source = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).body;
    // A private API: no licence to publish.
    const config = await createConfig({ extends: ['recommended'], rules: { 'info-license': 'off' } });
    const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config });
    const described = problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`);
    expect(described).toEqual([]);
  });
});
