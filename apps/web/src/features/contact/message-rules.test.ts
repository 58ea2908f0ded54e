import { describe, expect, it } from 'vitest';
import { messageProblems } from './message-rules.ts';

const form = { name: 'Joana', replyTo: 'joana@example.com', message: 'Vocês entregam em Valinhos?' };

describe('the contact message form', () => {
  it('takes a name, an e-mail or a phone with area code, and a message', () => {
    expect(messageProblems(form)).toEqual({});
    expect(messageProblems({ ...form, replyTo: '(19) 98765-4321' })).toEqual({});
  });
  it('names each field that is missing or wrong', () => {
    expect(messageProblems({ name: ' ', replyTo: '98765-4321', message: 'Oi' })).toEqual({
      name: 'name',
      replyTo: 'replyTo',
      message: 'messageShort',
    });
  });
});
