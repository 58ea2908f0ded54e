import { parseArgs } from 'node:util';
import QRCode from 'qrcode';
import { createAdmin, resetAdmin, type NewCredentials, type PlatformContext } from './service.ts';

/**
 * `npm run platform -- <command>`: what the console does, from a shell on the server (decision
 * 0082). The first administrator can only come from here.
 */

export const platformUsage = `Uso: npm run platform -- <comando>

  add-admin --name "Nome" --email pessoa@exemplo.com
      cria um administrador da plataforma e mostra, uma única vez, a senha, o autenticador e os
      códigos de recuperação
  reset-admin --email pessoa@exemplo.com
      dá nova senha, novo autenticador e novos códigos a um administrador e encerra as sessões dele`;

type Print = (line: string) => void;
type Keeping = Pick<PlatformContext, 'db' | 'secrets' | 'passwordCost'>;

/** Runs one command; answers the exit code. A refusal is told in a line, never a stack trace. */
export async function runPlatformCommand(argv: string[], ctx: Keeping, print: Print): Promise<number> {
  const [command, ...rest] = argv;
  let values: { name?: string; email?: string };
  try {
    ({ values } = parseArgs({ args: rest, options: { name: { type: 'string' }, email: { type: 'string' } } }));
  } catch (error) {
    print(`${(error as Error).message}\n\n${platformUsage}`);
    return 2;
  }
  try {
    if (command === 'add-admin' && values.name?.trim() && values.email?.includes('@')) {
      await showCredentials(await createAdmin(ctx, { name: values.name, email: values.email }), 'criado', print);
      return 0;
    }
    if (command === 'reset-admin' && values.email) {
      await showCredentials(await resetAdmin(ctx, values.email), 'com novas credenciais', print);
      return 0;
    }
  } catch (error) {
    print(`Não foi possível: ${(error as Error).message}`);
    return 1;
  }
  print(platformUsage);
  return 2;
}

async function showCredentials(handed: NewCredentials, what: string, print: Print): Promise<void> {
  const { admin } = handed;
  print(`Administrador ${what}: ${admin.name} <${admin.email}>`);
  print(`Senha: ${handed.password}`);
  print(`Autenticador (TOTP), para ler com o app ou digitar: ${handed.totpSecret}`);
  print(handed.totpUri);
  print(await QRCode.toString(handed.totpUri, { type: 'terminal', small: true }));
  print('Códigos de recuperação (cada um vale uma vez):');
  for (const code of handed.recoveryCodes) print(`  ${code}`);
  print('Guarde tudo agora: nada disso será mostrado de novo.');
}
