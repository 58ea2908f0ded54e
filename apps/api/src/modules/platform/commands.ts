import { defaultBrandColour } from '@delivery/contract/colours';
import { formatReais } from '@delivery/contract/money';
import { ZPlatformCreateTenantRequest, zHost, type TPlatformDomain } from '@delivery/contract/platform';
import { parseArgs } from 'node:util';
import QRCode from 'qrcode';
import type { z } from 'zod';
import { validationMessage } from '../../http/validation-message.ts';
import {
  createAdmin,
  fromCli,
  resetAdmin,
  resetStaffPassword,
  setSuspended,
  tenantList,
  type NewCredentials,
  type PlatformContext,
} from './service.ts';
import { addDomain, createTenant, verifyDomain, type TenantsContext } from './tenants.ts';

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
      volta a atender um cliente suspenso
  create-tenant --type SINGLE|MARKETPLACE --name "Nome" --host pedidos.loja.com.br
                --city Campinas --state SP [--segment pizzaria] [--colour "#d0112b"] [--logo URL]
                --staff-name "Nome" --staff-email pessoa@exemplo.com
      cria um cliente com seu primeiro endereço e convida por e-mail quem vai administrá-lo (o
      operador de um marketplace, ou o dono da loja única, que exige --segment)
  add-domain --profile 201 --host pedidos.loja.com.br
      dá mais um endereço a um cliente e mostra o registro TXT que o verifica
  verify-domain --host pedidos.loja.com.br
      consulta o registro TXT agora: encontrado, o endereço entra no ar
  reset-staff-password --profile 201 --email pessoa@exemplo.com
      dá uma senha nova a alguém da equipe de um cliente e encerra as sessões dessa pessoa`;

export type Print = (line: string) => void;
/** What the commands need of the server: its database and keys, and what creating tenants needs. */
export type CommandContext = Pick<PlatformContext, 'db' | 'secrets' | 'passwordCost'> & { tenants: TenantsContext };

const options = {
  name: { type: 'string' },
  email: { type: 'string' },
  profile: { type: 'string' },
  type: { type: 'string' },
  host: { type: 'string' },
  city: { type: 'string' },
  state: { type: 'string' },
  segment: { type: 'string' },
  colour: { type: 'string' },
  logo: { type: 'string' },
  'staff-name': { type: 'string' },
  'staff-email': { type: 'string' },
} as const;

/** A refusal of the input, told as the API tells it (the field and why, in pt-BR). */
class InputRefused extends Error {}

function parsed<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (!result.success) throw new InputRefused(validationMessage(result.error.issues, input));
  return result.data;
}

function printDomain(domain: TPlatformDomain, print: Print): void {
  if (domain.verified) return;
  print(`Para pôr ${domain.host} no ar, publique no DNS do domínio o registro:`);
  print(`  Nome:  ${domain.txt_name}`);
  print('  Tipo:  TXT');
  print(`  Valor: ${domain.txt_value}`);
  print(`e aponte ${domain.host} para a plataforma; depois rode verify-domain --host ${domain.host}`);
}

/** Runs one command; answers the exit code. A refusal is told in a line, never a stack trace. */
export async function runPlatformCommand(argv: string[], ctx: CommandContext, print: Print): Promise<number> {
  const [command, ...rest] = argv;
  let values: Partial<Record<keyof typeof options, string>>;
  try {
    ({ values } = parseArgs({ args: rest, options }));
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
    if (command === 'create-tenant') {
      const body = parsed(ZPlatformCreateTenantRequest, {
        type_flow: values.type?.toUpperCase(),
        name: values.name,
        primary: values.colour ?? defaultBrandColour,
        logo: values.logo,
        host: values.host,
        city_name: values.city,
        city_state: values.state,
        segment: values.segment,
        staff_name: values['staff-name'],
        staff_email: values['staff-email'],
      });
      const created = await createTenant(ctx.tenants, fromCli, body);
      print(`${created.message} (cliente ${created.tenant.profile_id})`);
      printDomain(created.domain, print);
      return 0;
    }
    if (command === 'verify-domain' && values.host) {
      print((await verifyDomain(ctx.tenants, fromCli, parsed(zHost(), values.host))).message);
      return 0;
    }
    const profileId = Number(values.profile);
    if (Number.isSafeInteger(profileId) && profileId > 0) {
      if (command === 'suspend' || command === 'resume') {
        print((await setSuspended(ctx.db, fromCli, profileId, command === 'suspend')).message);
        return 0;
      }
      if (command === 'add-domain' && values.host) {
        const added = await addDomain(ctx.tenants, fromCli, {
          profile_id: profileId,
          host: parsed(zHost(), values.host),
        });
        print(added.message);
        printDomain(added.domain, print);
        return 0;
      }
      if (command === 'reset-staff-password' && values.email) {
        const { name, password } = await resetStaffPassword(ctx, profileId, values.email);
        print(`Senha nova de ${name}: ${password}`);
        print('As sessões abertas dessa pessoa foram encerradas. Entregue a senha só a ela.');
        return 0;
      }
    }
  } catch (error) {
    if (error instanceof InputRefused) {
      print(error.message);
      return 2;
    }
    // A refusal the console would answer (AppError) and one of the CLI's own alike.
    print(`Não foi possível: ${(error as Error).message}`);
    return 1;
  }
  print(platformUsage);
  return 2;
}

export async function showCredentials(handed: NewCredentials, what: string, print: Print): Promise<void> {
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
