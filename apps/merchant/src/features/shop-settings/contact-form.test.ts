import { describe, expect, it } from 'vitest';
import { contactIssues, inputOf, isChanged } from './contact-form.ts';

const empty = { phone: '', whatsapp: '', email: '' };

describe("the shop's contact section", () => {
  it('takes nothing, or phones with area code and an e-mail', () => {
    expect(contactIssues(empty)).toBeNull();
    expect(contactIssues({ phone: '1932345678', whatsapp: '19987654321', email: 'oi@loja.com.br' })).toBeNull();
  });
  it('names each field to fix', () => {
    expect(contactIssues({ phone: '32345678', whatsapp: '1998765', email: 'oi@' })).toEqual({
      phone: 'Informe o telefone com DDD.',
      whatsapp: 'Informe o telefone com DDD.',
      email: 'Informe um e-mail válido.',
    });
  });
  it('saves digits and a trimmed e-mail, and sees a change only where there is one', () => {
    expect(inputOf({ phone: '(19) 3234-5678', whatsapp: '', email: ' oi@loja.com.br ' })).toEqual({
      phone: '1932345678',
      whatsapp: '',
      email: 'oi@loja.com.br',
    });
    expect(isChanged({ ...empty, email: ' ' }, empty)).toBe(false);
    expect(isChanged({ ...empty, phone: '19' }, empty)).toBe(true);
  });
});
