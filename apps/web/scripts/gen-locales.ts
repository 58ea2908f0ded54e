/**
 * Writes public/locales/pt-BR/spec.json from the contract's message catalogue, so the web app
 * reads docs/product.md's texts through i18next without copying them. `--check` only verifies the file
 * is up to date (exit code 1 when it is not), for CI.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { specMessages } from '@delivery/contract/messages';

const target = fileURLToPath(new URL('../public/locales/pt-BR/spec.json', import.meta.url));

const sorted = Object.fromEntries(Object.entries(specMessages).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
const content = `${JSON.stringify(sorted, null, 2)}\n`;

const current = await readFile(target, 'utf8').catch(() => '');

if (process.argv.includes('--check')) {
  if (current !== content) {
    console.error(`${target} is out of date: run npm run locales -w @delivery/web`);
    process.exit(1);
  }
  console.log(`${target} is up to date`);
} else if (current === content) {
  console.log(`${target} unchanged`);
} else {
  await writeFile(target, content);
  console.log(`wrote ${target}`);
}
