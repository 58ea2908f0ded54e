import { ZGetDistrictsRequest } from '@delivery/contract/addresses';
import { describe, expect, it } from 'vitest';
import { validationMessage } from './validation-message.ts';

const messageFor = (body: unknown) => {
  const result = ZGetDistrictsRequest.safeParse(body);
  if (result.success) throw new Error('expected a failure');
  return validationMessage(result.error.issues, body);
};

describe('validationMessage', () => {
  it('says a missing field is required', () => {
    expect(messageFor({})).toBe("O campo 'city_id' é obrigatório");
  });
  it('says what a mistyped field should be', () => {
    expect(messageFor({ city_id: true })).toBe("O campo 'city_id' é inválido: deve ser um número");
    expect(messageFor({ city_id: 0 })).toBe("O campo 'city_id' é inválido: deve ser maior que 0");
  });
});
