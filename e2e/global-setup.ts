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
  const starts = await Promise.allSettled(
    Array.from({ length: config.workers }, (_, index) => startJourneyServer(firstPort + index)),
  );
  const servers = starts.flatMap((start) => (start.status === 'fulfilled' ? [start.value] : []));
  const stopAll = async () => {
    await Promise.all(servers.map((server) => server.stop()));
  };
  const failed = starts.find((start) => start.status === 'rejected');
  if (failed) {
    // Playwright runs no teardown when the setup throws: the servers that did start go now.
    await stopAll();
    throw failed.reason;
  }
  return stopAll;
}
