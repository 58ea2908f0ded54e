import { describe, expect, it } from 'vitest';
import { toQueryString } from './api-client.ts';

describe('toQueryString', () => {
  it('carries validate=1 and leaves out empty fields', () => {
    expect(toQueryString({ city_id: 1, q: 'açaí', segment: undefined, district_id: null, open_now: '' })).toBe(
      'city_id=1&q=a%C3%A7a%C3%AD&validate=1',
    );
  });
});
