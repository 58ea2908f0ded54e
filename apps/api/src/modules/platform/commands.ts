import { formatReais } from '@delivery/contract/money';
import { parseArgs } from 'node:util';
import QRCode from 'qrcode';
import {
  createAdmin,
  fromCli,
  resetAdmin,
  setSuspended,
  tenantList,
  type NewCredentials,
  type PlatformContext,
} from './service.ts';

/**
 * `npm run platform -- <command>`: what the console does, from a shell on the server (decision
 * 0082). The first administrator can only come from here.
 */

export const platformUsage = `Uso: npm run platform -- <comando>

  add-admin --name "Nome" --email pessoa@exemplo.com
      cria um administrador da plataforma e mostra, uma única vez, a senha, o autenticador e os
      códigos de recuperação
  reset-admin --email pessoa@exemplo.com
      dá nova senha, novo autenticador e novos códigos a um administrador e encerra as sessões dele
  tenants
      lista os clientes da plataforma, com seus endereços e os pedidos dos últimos 30 dias
  suspend --profile 201
      suspende um cliente: seus endereços mostram uma página de aviso; nada é apagado
  resume --profile 201
      volta a atender um cliente suspenso`;

type Print = (line: string) => void;
type Keeping = Pick<PlatformContext, 'db' | 'secrets' | 'passwordCost'>;

/** Runs one command; answers the exit code. A refusal is told in a line, never a stack trace. */
export async function runPlatformCommand(argv: string[], ctx: Keeping, print: Print): Promise<number> {
  const [command, ...rest] = argv;
  let values: { name?: string; email?: string; profile?: string };
  try {
    ({ values } = parseArgs({
      args: rest,
      options: { name: { type: 'string' }, email: { type: 'string' }, profile: { type: 'string' } },
    }));
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
    if (command === 'tenants') {
      for (const tenant of (await tenantList(ctx.db)).tenants) {
        const last30 = `${tenant.orders_30d} pedidos, ${formatReais(tenant.sales_30d)} em 30 dias`;
        const state = tenant.suspended ? ' · SUSPENSO' : '';
        print(
          `${tenant.profile_id}  ${tenant.type_flow}  ${tenant.name}  ${tenant.domains.join(', ')}  ${last30}${state}`,
        );
      }
      return 0;
    }
    const profileId = Number(values.profile);
    if ((command === 'suspend' || command === 'resume') && Number.isSafeInteger(profileId) && profileId > 0) {
      print((await setSuspended(ctx.db, fromCli, profileId, command === 'suspend')).message);
      return 0;
    }
  } catch (error) {
    // A refusal the console would answer (AppError) and one of the CLI's own alike.
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
