import { describe, expect, it } from 'vitest';
import { appPathOf } from './app-link-path.ts';

describe('appPathOf', () => {
  it("opens the tenant's own links at the same page", () => {
    expect(appPathOf('https://pedeja.com.br/campinas/pizzaria/forno-da-nonna', 'pedeja.com.br')).toBe(
      '/campinas/pizzaria/forno-da-nonna',
    );
    expect(appPathOf('https://pedeja.com.br/orders/12?placed=1#x', 'pedeja.com.br')).toBe('/orders/12?placed=1#x');
  });

  it("opens the app scheme's links, whose first segment parses as a host", () => {
    expect(appPathOf('br.com.pedeja://campinas/lanches/brasa-burger', 'pedeja.com.br')).toBe(
      '/campinas/lanches/brasa-burger',
    );
    expect(appPathOf('br.com.pedeja://restaurante/12', 'pedeja.com.br')).toBe('/restaurante/12');
  });

  it('leaves any other link alone', () => {
    expect(appPathOf('https://example.com/campinas/pizzaria/forno-da-nonna', 'pedeja.com.br')).toBeNull();
    expect(appPathOf('http://pedeja.com.br/orders/1', 'pedeja.com.br')).toBeNull();
    expect(appPathOf('javascript:alert(1)', 'pedeja.com.br')).toBeNull();
    expect(appPathOf('not a url', 'pedeja.com.br')).toBeNull();
  });
});
