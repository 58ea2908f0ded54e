import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { loadSecretsKey } from '../../providers/secrets-key.ts';
import { secretReader } from '../../providers/secret-source.ts';
import { showCredentials, type Print } from './commands.ts';
import { originOf } from './origin.ts';
import { findAdminByEmail } from './queries.ts';
import { createAdmin } from './service.ts';

/** The demo's administrator: one a sandbox's first start makes, and prints once. */
export const demoAdminOf = (platformHost: string) => ({
  name: 'Administrador da demonstração',
  email: `admin@${platformHost}`,
});

/**
 * What a start prints of the console (`npm start`, `npm run dev`): its address, and on the first
 * start of a sandbox's demo a demo administrator, its authenticator's secret shown this once. In
 * production an administrator comes only from the CLI, which needs SECRETS_KEY to seal it.
 */
export async function announceConsole(
  { db, config }: { db: Database; config: Config },
  demoSeeded: boolean,
  print: Print,
): Promise<void> {
  if (!config.PLATFORM_HOST) return;
  const demoAdmin = demoAdminOf(config.PLATFORM_HOST);
  print(`Console da plataforma: ${originOf(config, config.PLATFORM_HOST)}/plataforma/`);
  const ctx = {
    db,
    secrets: secretReader(await loadSecretsKey(db, config)),
    passwordCost: config.PASSWORD_HASH_COST,
  };
  if (demoSeeded && config.APP_ENV === 'sandbox') {
    if (await findAdminByEmail(db, demoAdmin.email)) {
      print(`Administrador de demonstração: ${demoAdmin.email} (npm run platform -- reset-admin dá novas credenciais)`);
    } else {
      await showCredentials(await createAdmin(ctx, demoAdmin), 'de demonstração criado', print);
    }
    return;
  }
  const key = ctx.secrets.canSeal ? '' : 'com SECRETS_KEY definida, ';
  print(`Administradores: ${key}npm run platform -- add-admin --name "Nome" --email pessoa@exemplo.com`);
}
