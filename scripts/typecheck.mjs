// `npm run typecheck`: every tsconfig of the repository, with TypeScript 7's compiler (typescript7,
// decision 0080): a quarter of TypeScript 6's CPU time here. TypeScript 6 stays installed as
// `typescript` for typescript-eslint, which does not take 7 yet. One checker per project: on two
// cores its default of four threads took longer than one.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const projects = [
  'tsconfig.json',
  'packages/contract',
  'packages/client',
  'apps/api',
  'apps/web',
  'apps/web/tsconfig.sw.json',
  'apps/merchant',
  'apps/merchant/tsconfig.sw.json',
];
// The package exports no bin path: found beside its package.json.
const tsc = path.join(path.dirname(createRequire(import.meta.url).resolve('typescript7/package.json')), 'bin', 'tsc');
let failed = false;
for (const project of projects) {
  const result = spawnSync(process.execPath, [tsc, '-p', project, '--checkers', '1'], { stdio: 'inherit' });
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
