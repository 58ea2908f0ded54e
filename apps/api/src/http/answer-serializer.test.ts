import { ZCustomerResponse } from '@delivery/contract/customer';
import { describe, expect, it } from 'vitest';
import { answerSerializer } from './answer-serializer.ts';

const customer = {
  customer_id: 7,
  name: 'Ana',
  email: 'ana@example.com',
  cpf: '',
  cell_phone: '11987654321',
  accept_terms: '1',
  accept_notification: '0',
  push_id: '',
  kind: 'account',
  has_password: '1',
};
const serialize = (check: boolean) =>
  answerSerializer(check)({
    schema: ZCustomerResponse,
    method: 'POST',
    url: '/api/customer4api/edit',
    httpStatus: '200',
  });

describe('answerSerializer', () => {
  it('writes only the fields the answer declares', () => {
    const text = serialize(false)({
      error_type: 0,
      message: 'ok',
      customer: [{ ...customer, password_hash: 'scrypt$...', google_id: 'g-1' }],
      token_hash: 'x',
    });
    expect(JSON.parse(text)).toEqual({ error_type: 0, message: 'ok', customer: [customer] });
  });

  it('refuses, when checking, an answer that breaks its schema', () => {
    const broken = { error_type: 0, message: 'ok', customer: [{ ...customer, accept_terms: 'sim' }] };
    expect(() => serialize(true)(broken)).toThrow(/Response doesn't match the schema/);
    expect(serialize(false)(broken)).toContain('"accept_terms":"sim"');
  });
});
