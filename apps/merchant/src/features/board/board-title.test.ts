import { describe, expect, it } from 'vitest';
import { boardTitle } from './board-title.ts';

describe('boardTitle', () => {
  it('counts the new orders in the tab, and is plain when none waits', () => {
    expect(boardTitle(2)).toBe('(2) Novos pedidos · Painel');
    expect(boardTitle(1)).toBe('(1) Novos pedidos · Painel');
    expect(boardTitle(0)).toBe('Painel');
  });
});
