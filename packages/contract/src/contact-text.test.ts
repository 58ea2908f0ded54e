import { describe, expect, it } from 'vitest';
import { formatBrPhone, isBrPhone, mapLink, maskBrPhoneInput, whatsAppLink } from './contact-text.ts';

describe('Brazilian phones of the contact page', () => {
  it('takes a landline or a mobile with its area code, masked or not', () => {
    expect(isBrPhone('(19) 3234-5678')).toBe(true);
    expect(isBrPhone('19987654321')).toBe(true);
    expect(isBrPhone('3234-5678')).toBe(false);
    expect(isBrPhone('(19) 8765-4321')).toBe(false);
    expect(isBrPhone('(01) 3234-5678')).toBe(false);
  });
  it('formats both lengths', () => {
    expect(formatBrPhone('1932345678')).toBe('(19) 3234-5678');
    expect(formatBrPhone('19987654321')).toBe('(19) 98765-4321');
  });
  it('masks what is typed as it grows', () => {
    expect(maskBrPhoneInput('1')).toBe('(1');
    expect(maskBrPhoneInput('193234')).toBe('(19) 3234');
    expect(maskBrPhoneInput('1932345678')).toBe('(19) 3234-5678');
    expect(maskBrPhoneInput('19987654321')).toBe('(19) 98765-4321');
    expect(maskBrPhoneInput('199876543219')).toBe('(19) 98765-4321');
  });
  it('links WhatsApp with the country code and Maps with the address', () => {
    expect(whatsAppLink('(19) 98765-4321')).toBe('https://wa.me/5519987654321');
    expect(mapLink('Rua Maria Monteiro, 820 - Cambuí')).toBe(
      'https://www.google.com/maps/search/?api=1&query=Rua%20Maria%20Monteiro%2C%20820%20-%20Cambu%C3%AD',
    );
  });
});
