import { describe, expect, it } from 'vitest';
import { formatPhone } from './br-documents.ts';

describe('formatPhone', () => {
  it('writes a cell phone and a landline with their area code, and leaves anything else as typed', () => {
    expect(formatPhone('11987654321')).toBe('(11) 98765-4321');
    expect(formatPhone('1932324545')).toBe('(19) 3232-4545');
    expect(formatPhone('32324545')).toBe('32324545');
  });
});
