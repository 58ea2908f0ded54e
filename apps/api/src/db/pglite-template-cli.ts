// `npm run db:template`: makes the empty cluster that a first start on PGlite unpacks instead of
// running initdb (decision 0021), with the installed PGlite and the settings of pglite.ts. Run it
// after upgrading PGlite or changing those settings, and commit both files it writes.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { constants, brotliCompressSync } from 'node:zlib';
import {
  clusterTemplate,
  createCluster,
  openPglite,
  pgliteSettings,
  pgliteVersion,
  type TemplateOrigin,
} from './pglite.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'pglite-template-'));
try {
  await createCluster(dataDir);
  const db = await openPglite(dataDir);
  // initdb leaves ~7 MB of WAL (the bootstrap, template0, postgres) in the segment its last
  // checkpoint points into; none of it is read again. A switch to a new segment and a checkpoint,
  // with recycling off, delete that segment: the new one is zeros but for the checkpoint.
  await db.exec('SET wal_recycle = off');
  await db.query('SELECT pg_switch_wal()');
  await db.exec('CHECKPOINT');
  const tar = Buffer.from(await (await db.dumpDataDir('none')).arrayBuffer());
  await db.close();
  // A 16 MB window sees the three databases' identical catalogs as repeats: 40 MB -> ~650 KB.
  const packed = brotliCompressSync(tar, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_LGWIN]: constants.BROTLI_MAX_WINDOW_BITS,
      [constants.BROTLI_PARAM_SIZE_HINT]: tar.length,
    },
  });
  writeFileSync(clusterTemplate.tarball, packed);
  const origin: TemplateOrigin = { pglite: pgliteVersion(), settings: pgliteSettings };
  writeFileSync(clusterTemplate.made, `${JSON.stringify(origin, null, 2)}\n`);
  console.log(
    `${clusterTemplate.tarball}: ${Math.round(tar.length / 1024)} KB of tar in ${Math.round(packed.length / 1024)} KB`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
