import { menuImportMessages } from '@delivery/contract/messages';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { merchantSourceOf, type ShopScope } from '../open-delivery/service.ts';
import { importMerchant, type ImportContext } from './import-merchant.ts';
import { finishImport, startImport } from './queries.ts';

/*
 * Re-imports asked for by the shop's software (the menuUpdated webhook, an onboarding) run on the
 * durable job queue (decision 0027): the software gets its answer at once, the import survives a
 * restart, and a software that could not be reached is tried again with growing waits.
 */

/** One job per re-import asked for, carrying the import row it fills. */
export const MENU_IMPORT_QUEUE = 'open_delivery_menu_imports';

type MenuImportJob = ShopScope & { importId: number };

/**
 * Queues a re-import of the shop, in the caller's transaction when given: its import row reads
 * "processing" from now on (the standard's merchantStatus shows it). Answers the import's id.
 */
export async function queueMenuImport(app: FastifyInstance, db: Database, shop: ShopScope): Promise<number> {
  // The row and its job together: a job that could not be sent leaves no import "processing" forever.
  return db.transaction(async (tx) => {
    const importId = await startImport(tx, shop.shopId);
    await app.jobs.send(MENU_IMPORT_QUEUE, { ...shop, importId } satisfies MenuImportJob, { db: tx });
    return importId;
  });
}

/** The worker: reads the link's address and apiKey when it runs, so a later onboarding's are used. */
export async function registerMenuImports(app: FastifyInstance): Promise<void> {
  await app.jobs.work<MenuImportJob>(MENU_IMPORT_QUEUE, async ({ profileId, shopId, importId }) => {
    const source = await merchantSourceOf(app.db, app.openDelivery.secrets, { profileId, shopId });
    if (!source) {
      await finishImport(app.db, importId, 'fail', menuImportMessages.sourceGone, [], null);
      return;
    }
    const result = await importMerchant(
      importContextOf(app),
      { profileId, shopId, merchantUrl: source.merchantUrl, apiKey: source.apiKey },
      importId,
    );
    // Thrown, the job is retried; a refusal the software would repeat (a bad document) is not.
    if (result.outcome === 'fail' && result.retryable) throw new Error(`menu import failed: ${result.failure}`);
  });
}

/**
 * How this server imports: its database, catalog cache and outbound calls, and batches of 10 on
 * the embedded database (where a transaction holds every query) or 200 on PostgreSQL (where it
 * holds one connection of the pool and this shop's menu rows).
 */
export function importContextOf(app: FastifyInstance): ImportContext {
  return {
    db: app.db,
    catalog: app.catalog,
    outbound: app.openDelivery.outbound,
    perBatch: app.database.kind === 'pglite' ? 10 : 200,
  };
}
