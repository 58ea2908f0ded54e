import { describe, expect, it } from 'vitest';
import { slideTarget } from './get-slides.ts';

describe('slideTarget', () => {
  it.each([
    ['restaurante/12', { kind: 'route', to: '/restaurante/12' }],
    ['/campinas/pizzaria/bella', { kind: 'route', to: '/campinas/pizzaria/bella' }],
    ['https://loja.com.br/promo?x=1', { kind: 'external', href: 'https://loja.com.br/promo?x=1' }],
    ['', { kind: 'none' }],
    ['javascript:alert(1)', { kind: 'none' }],
    ['http://loja.com.br', { kind: 'none' }],
  ])('%s', (link, target) => expect(slideTarget(link)).toEqual(target));
});
