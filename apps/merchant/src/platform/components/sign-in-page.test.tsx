import { platformCalls } from '@delivery/contract/calls/platform';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { admin, drawConsole, fakeApi, meAnswer, tenant } from '../console.fixture.tsx';
import { readConsoleToken } from '../lib/session-token.ts';
import { consoleMessages } from '../messages.ts';

const text = consoleMessages.signIn;

afterEach(() => vi.unstubAllGlobals());

async function signIn(code: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(text.email), ' ana@plataforma.test ');
  await user.type(screen.getByLabelText(text.password), 'senha-forte');
  await user.type(screen.getByLabelText(text.code), code);
  await user.click(screen.getByRole('button', { name: text.submit }));
  return user;
}

describe("the console's sign-in", () => {
  it("shows the API's refusal and stays signed out", async () => {
    const sent = fakeApi({
      [platformCalls.platformSignIn.path]: () => ({ error_type: 10, message: 'E-mail, senha ou código incorretos' }),
    });
    drawConsole('/entrar', null);
    await signIn('123456');
    expect((await screen.findByRole('alert')).textContent).toBe('E-mail, senha ou código incorretos');
    expect(sent[0]?.body).toEqual({
      email: 'ana@plataforma.test',
      password: 'senha-forte',
      code: '123456',
      validate: 1,
    });
    expect(readConsoleToken()).toBeNull();
    expect(screen.getByRole('heading', { name: text.title })).toBeTruthy();
  });

  it('asks for all three before sending anything', async () => {
    const sent = fakeApi({});
    drawConsole('/entrar', null);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(text.email), 'ana@plataforma.test');
    await user.click(screen.getByRole('button', { name: text.submit }));
    expect(screen.getByRole('alert').textContent).toBe(text.fillAll);
    expect(sent).toHaveLength(0);
  });

  it('takes a recovery code with the whole keyboard, and warns when few codes are left', async () => {
    const sent = fakeApi({
      [platformCalls.platformSignIn.path]: () => ({ token: 'new-token', admin, recovery_codes_left: 2 }),
      [platformCalls.platformTenants.path]: () => ({ tenants: [tenant()] }),
    });
    drawConsole('/entrar', null);
    const code = screen.getByLabelText(text.code);
    expect(code.getAttribute('inputmode')).toBe('numeric');
    await userEvent.setup().click(screen.getByRole('button', { name: text.useRecovery }));
    expect(code.getAttribute('inputmode')).toBe('text');
    await signIn('ABCDE-FGHJK');

    expect(await screen.findByRole('heading', { name: consoleMessages.tenants.title })).toBeTruthy();
    expect(screen.getByText('Restam só 2 códigos de recuperação.')).toBeTruthy();
    expect(screen.getByText(admin.name)).toBeTruthy();
    expect(sent[0]?.body.code).toBe('ABCDE-FGHJK');
    // The answer opened the console: the administrator was not asked for again.
    await waitFor(() => expect(sent.map((call) => call.path)).toContain(platformCalls.platformTenants.path));
    expect(sent.map((call) => call.path)).not.toContain(platformCalls.platformMe.path);
    expect(sent.at(-1)?.authorization).toBe('Bearer new-token');
  });

  it('signs out on the server and here with "Sair"', async () => {
    const sent = fakeApi({
      [platformCalls.platformMe.path]: () => meAnswer(),
      [platformCalls.platformTenants.path]: () => ({ tenants: [] }),
      [platformCalls.platformSignOut.path]: () => ({ message: 'Você saiu' }),
    });
    drawConsole('/');
    await userEvent.setup().click(await screen.findByRole('button', { name: consoleMessages.nav.signOut }));
    expect(await screen.findByRole('heading', { name: text.title })).toBeTruthy();
    expect(sent.find((call) => call.path === platformCalls.platformSignOut.path)?.authorization).toBe(
      'Bearer console-token',
    );
    expect(readConsoleToken()).toBeNull();
  });
});
