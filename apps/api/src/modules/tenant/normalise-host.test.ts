import { describe, expect, it } from 'vitest';
import { normaliseHost } from './service.ts';

describe('normaliseHost', () => {
  it.each([
    ['localhost:3000', 'localhost'],
    ['Pizzaria.LOCALHOST:3000', 'pizzaria.localhost'],
    ['loja.com.br.', 'loja.com.br'],
    ['loja.com.br', 'loja.com.br'],
    ['[::1]:3000', '::1'],
    ['127.0.0.1:80', '127.0.0.1'],
    ['', ''],
    [undefined, ''],
  ])('%s → %s', (host, expected) => expect(normaliseHost(host)).toBe(expected));
});
