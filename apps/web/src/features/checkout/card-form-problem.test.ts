import { describe, expect, it } from 'vitest';
import { cardFormProblem } from './card-form-problem.ts';

const visa = { kind: 'accepted' as const, flagId: 1, name: 'Visa', cardType: 'credit' as const };
const ready = {
  savedCardsLoading: false,
  savedCard: false,
  fieldsValid: true,
  detected: visa,
  holder: 'APRO',
  cpf: '529.982.247-25',
};

describe('cardFormProblem', () => {
  it('lets a complete card pay', () => {
    expect(cardFormProblem(ready)).toBeNull();
  });

  it('names the first thing to fix', () => {
    expect(cardFormProblem({ ...ready, savedCardsLoading: true })).toBe('loading');
    expect(cardFormProblem({ ...ready, detected: { ...visa, kind: 'brand-refused' }, fieldsValid: false })).toBe(
      'brand',
    );
    expect(cardFormProblem({ ...ready, detected: { ...visa, kind: 'type-refused' } })).toBe('brand');
    expect(cardFormProblem({ ...ready, fieldsValid: false })).toBe('fields');
    // Valid digits whose brand the gateway has not said yet (or could not tell).
    expect(cardFormProblem({ ...ready, detected: null })).toBe('fields');
    expect(cardFormProblem({ ...ready, detected: { kind: 'unknown' } })).toBe('fields');
    expect(cardFormProblem({ ...ready, holder: '  ' })).toBe('holder');
    expect(cardFormProblem({ ...ready, cpf: '111.111.111-11' })).toBe('holder');
  });

  it('asks a saved card only its CVV', () => {
    const saved = { ...ready, savedCard: true, detected: null, holder: '', cpf: '' };
    expect(cardFormProblem(saved)).toBeNull();
    expect(cardFormProblem({ ...saved, fieldsValid: false })).toBe('fields');
  });
});
