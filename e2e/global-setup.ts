import { execSync } from 'node:child_process';
import { join } from 'node:path';
import type { FullConfig } from '@playwright/test';
import { firstPort, merchantDist, startJourneyServer, webDist } from './journey-server.ts';

/** Builds both apps once: a suite with its own web build gets its panel's beside it. */
function buildApps(): void {
  const command =
    webDist || merchantDist
      ? [
          `npm run build -w @delivery/web${webDist ? ` -- --outDir ${webDist} --emptyOutDir` : ''}`,
          `npm run build -w @delivery/merchant${merchantDist ? ` -- --outDir ${merchantDist} --emptyOutDir` : ''}`,
        ].join(' && ')
      : 'npm run build';
  execSync(command, { cwd: join(import.meta.dirname, '..'), stdio: ['ignore', 'ignore', 'inherit'] });
}

/**
 * Builds the apps and starts a server per worker, each with demo data of its own. They outlive
 * the workers: a worker that replaces a failed one finds its server up, instead of paying a start
 * and a seed while the other worker runs its journeys.
 */
export default async function startServers(config: FullConfig): Promise<() => Promise<void>> {
  buildApps();
  const servers = await Promise.all(
    Array.from({ length: config.workers }, (_, index) => startJourneyServer(firstPort + index)),
  );
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
  };
}
