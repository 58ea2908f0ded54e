import { platformCalls } from '@delivery/contract/calls/platform';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuditEntry } from '../audit-words.ts';
import { drawConsole, fakeApi, meAnswer, tenant } from '../console.fixture.tsx';
import { consoleMessages } from '../messages.ts';

const text = consoleMessages.audit;
const paths = platformCalls;

afterEach(() => vi.unstubAllGlobals());

const entry = (id: number, overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  audit_id: id,
  // The API names who acted by their e-mail.
  admin: 'ana@plataforma.test',
  action: 'sign-in',
  target: 'admin:1',
  before: null,
  after: { method: 'authenticator' },
  ip: '203.0.113.9',
  at: '2026-11-29T13:05:00.000Z',
  ...overrides,
});

/** The latest 50, then the 2 before them. */
const firstPage = [
  entry(300, { action: 'tenant-suspended', target: 'profile:201', after: { suspended: true } }),
  entry(299, { admin: null, action: 'sign-in-refused', target: 'mallory@example.com' }),
  entry(298, { admin: null, action: 'admin-created', target: 'admin:2', ip: 'cli' }),
  entry(297, { action: 'sign-in', after: { method: 'recovery-code' } }),
  ...Array.from({ length: 46 }, (_, i) =>
    entry(296 - i, { action: 'domain-checked', target: 'profile:999', after: { host: 'pedidos.sol.test' } }),
  ),
];
const secondPage = [
  entry(250, { action: 'sign-out' }),
  entry(249, { action: 'tenant-resumed', target: 'profile:201' }),
];

const rows = () => screen.getAllByTestId('audit-entry');

describe("the console's audit log", () => {
  it('reads each entry in words, and the older ones a page at a time', async () => {
    const sent = fakeApi({
      [paths.platformMe.path]: () => meAnswer(),
      [paths.platformTenants.path]: () => ({ tenants: [tenant()] }),
      [paths.platformAudit.path]: (body) => ({ entries: body.before_id ? secondPage : firstPage }),
    });
    drawConsole('/auditoria');
    expect(await screen.findByRole('heading', { name: text.title })).toBeTruthy();
    await screen.findAllByTestId('audit-entry');
    expect(rows()).toHaveLength(50);

    const [suspended, refused, created, recovered] = rows();
    expect(suspended?.textContent).toContain('Cliente suspenso');
    expect(suspended?.textContent).toContain('ana@plataforma.test');
    expect(suspended?.textContent).toContain('203.0.113.9');
    expect(suspended?.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-29T13:05:00.000Z');
    expect(suspended?.querySelector('time')?.textContent).toMatch(/^29\/11\/2026, \d\d:\d\d:\d\d$/);
    expect(await within(suspended!).findByText('Pizzaria Bella (#201)')).toBeTruthy();
    expect(refused?.textContent).toContain('Entrada recusada');
    expect(refused?.textContent).toContain('mallory@example.com');
    expect(refused?.textContent).toContain('—');
    expect(created?.textContent).toContain('Administrador criado');
    expect(created?.textContent).toContain('CLI');
    expect(created?.textContent).toContain('Administrador #2');
    expect(recovered?.textContent).toContain('Entrou · com código de recuperação');
    // The signed-in administrator is named; another one by number.
    expect(within(recovered!).getAllByText('ana@plataforma.test')).toHaveLength(2);
    // An action the console has no words for yet is shown as the API names it.
    expect(rows()[4]?.textContent).toContain('domain-checked');
    expect(rows()[4]?.textContent).toContain('Cliente #999');
    expect(rows()[4]?.textContent).toContain('pedidos.sol.test');

    await userEvent.setup().click(screen.getByRole('button', { name: text.more }));
    expect(await screen.findByText(text.end)).toBeTruthy();
    expect(rows()).toHaveLength(52);
    expect(rows()[50]?.textContent).toContain('Saiu');
    expect(rows()[51]?.textContent).toContain('Cliente reativado');
    expect(screen.queryByRole('button', { name: text.more })).toBeNull();
    const audits = sent.filter((call) => call.path === paths.platformAudit.path);
    expect(audits.map((call) => call.body.before_id)).toEqual([undefined, 251]);
  });

  it("keeps the entries read when the next page is refused, with the API's message", async () => {
    fakeApi({
      [paths.platformMe.path]: () => meAnswer(),
      [paths.platformTenants.path]: () => ({ tenants: [] }),
      [paths.platformAudit.path]: (body) =>
        body.before_id
          ? { status: 429, error_type: 6, message: 'Muitas tentativas. Aguarde um pouco e tente novamente' }
          : { entries: firstPage },
    });
    drawConsole('/auditoria');
    await userEvent.setup().click(await screen.findByRole('button', { name: text.more }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Muitas tentativas. Aguarde um pouco e tente novamente',
    );
    expect(rows()).toHaveLength(50);
  });

  it('says so when nothing was logged yet', async () => {
    fakeApi({
      [paths.platformMe.path]: () => meAnswer(),
      [paths.platformTenants.path]: () => ({ tenants: [] }),
      [paths.platformAudit.path]: () => ({ entries: [] }),
    });
    drawConsole('/auditoria');
    expect(await screen.findByText(text.empty)).toBeTruthy();
  });
});
