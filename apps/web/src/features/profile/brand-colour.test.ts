import type { TGetProfileResponse } from '@delivery/contract/profile';
import { describe, expect, it } from 'vitest';
import { brandVariables } from './brand-colour.ts';

describe('brandVariables', () => {
  it('works the shades the app uses out of the tenant’s colour, the colour itself as 600', () => {
    expect(brandVariables({ theme: { primary: '#1f5fbf' } })).toEqual({
      '--color-brand-50': '#f2f5fb',
      '--color-brand-100': '#e4ecf7',
      '--color-brand-200': '#c7d7ef',
      '--color-brand-500': '#3a72c7',
      '--color-brand-600': '#1f5fbf',
      '--color-brand-700': '#1a4f9f',
      '--color-brand-800': '#154182',
    });
  });

  it('leaves the stylesheet’s red to a profile an older build stored, without a theme', () => {
    expect(brandVariables({} as Pick<TGetProfileResponse, 'theme'>)).toEqual({});
    expect(brandVariables({ theme: { primary: 'red' } })).toEqual({});
  });
});
