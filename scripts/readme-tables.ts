import { readdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { configVariables } from '../apps/api/src/config.ts';
import type { Call } from '../packages/contract/src/call.ts';
import { everyCall } from '../packages/contract/src/calls/every-call.ts';

/**
 * The README's tables that the code already says: every call of the contract and every variable of
 * the API's configuration, written between their marker comments. `--write` renews them, `--check`
 * (in `npm test`) exits 1 naming the rows that differ, so a new call or variable cannot go
 * undocumented and a documented one cannot outlive its code.
 *
 *   node scripts/readme-tables.ts --write | --check
 */
const root = path.resolve(import.meta.dirname, '..');
const readmePath = path.join(root, 'README.md');
const decisionFiles = readdirSync(path.join(root, 'docs/decisions'));

type Block = { name: string; source: string; render: () => string };

const blocks: Block[] = [
  { name: 'calls', source: 'the declarations in packages/contract/src/calls/', render: callsTable },
  { name: 'config', source: 'the .describe() of each variable in apps/api/src/config.ts', render: configTable },
];

const who: Record<Call['auth'], string> = {
  none: 'anyone',
  optional: 'anyone; the customer when signed in',
  customer: 'signed-in customer',
  staff: 'staff',
  platform: 'platform administrator',
};

function callsTable(): string {
  const rows = everyCall.map((call) => {
    const kind = call.stream ? ' (SSE)' : call.multipart ? ' (multipart)' : '';
    return [
      `\`${call.operationId}\``,
      call.methods.join(', ') + kind,
      `\`${call.path}\``,
      // EventSource sends no headers: a stream is opened with a ticket (decision 0020), whatever its auth says.
      (call.stream ? `${who[call.auth]} with a ticket` : who[call.auth]) + (call.hidden ? ', sandbox only' : ''),
      purpose(call.summary),
    ];
  });
  return table(['call', 'method', 'path', 'who may call', 'what it does'], rows);
}

function configTable(): string {
  const variables = configVariables();
  const undescribed = variables.filter((variable) => !variable.meaning).map((variable) => variable.name);
  if (undescribed.length > 0) {
    throw new Error(`apps/api/src/config.ts: give ${undescribed.join(', ')} a .describe() saying what it means`);
  }
  const rows = variables.map(({ name, meaning, whenUnset }) => [`\`${name}\``, shown(whenUnset), meaning ?? '']);
  return table(['variable', 'when unset', 'meaning'], rows);
}

/** What the server takes for an unset variable, as a reader would type it. */
function shown(value: unknown): string {
  if (value === undefined || (value instanceof Map && value.size === 0)) return 'unset';
  if (Array.isArray(value)) return `\`${value.join(',')}\``;
  // A default resolved from the code's own folder names the same place from the repository's root.
  if (typeof value === 'string' && path.isAbsolute(value)) return `\`${path.relative(root, value)}\``;
  return `\`${String(value)}\``;
}

/**
 * What the call does, its details left to the API document: the summary's first sentence, and of a
 * long one what comes before its colon (a stream's "Server-Sent Events of the order: …").
 */
function purpose(summary: string): string {
  const sentence = summary.split(/(?<=\.) (?=[A-Z])/)[0]!.replace(/\.$/, '');
  return sentence.length > 130 && sentence.includes(': ') ? sentence.slice(0, sentence.indexOf(': ')) : sentence;
}

function table(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.map((cell) => linked(cell).replaceAll('|', '\\|')).join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** "decision 0020" becomes a link to its record; a number with no record stops the script. */
function linked(text: string): string {
  return text.replace(/decision (\d{4})/g, (words, number: string) => {
    const file = decisionFiles.find((name) => name.startsWith(`${number}-`));
    if (!file) throw new Error(`"${words}" names no file in docs/decisions/`);
    return `[${words}](docs/decisions/${file})`;
  });
}

const blockPattern = (name: string) => new RegExp(`(<!-- ${name}:begin[^>]*-->\\n)([\\s\\S]*?)(<!-- ${name}:end -->)`);

function blockOf(readme: string, block: Block): string {
  const match = blockPattern(block.name).exec(readme);
  if (!match) throw new Error(`README.md has no <!-- ${block.name}:begin --> … <!-- ${block.name}:end --> markers`);
  return match[2]!;
}

/** The README with every table renewed, formatted as `prettier --check` wants it. */
async function renewed(readme: string): Promise<string> {
  let text = readme;
  for (const block of blocks) {
    blockOf(text, block); // names the missing markers
    text = text.replace(blockPattern(block.name), (_, begin: string, _old: string, end: string) => {
      return `${begin}\n${block.render()}\n\n${end}`;
    });
  }
  const options = await resolveConfig(readmePath);
  return format(text, { ...options, filepath: readmePath });
}

/** A row as a reader sees it: the padding prettier adds to line up the columns left out. */
const rowsOf = (table: string) =>
  table
    .split('\n')
    .filter((row) => row.startsWith('|'))
    .map((row) => row.replace(/-{3,}/g, '---').replace(/ {2,}/g, ' '));

/** The rows only the committed table has (-) and only the code's has (+). */
function difference(committed: string, expected: string): string[] {
  const before = rowsOf(committed);
  const after = rowsOf(expected);
  return [
    ...before.filter((row) => !after.includes(row)).map((row) => `  - ${row}`),
    ...after.filter((row) => !before.includes(row)).map((row) => `  + ${row}`),
  ];
}

async function main(mode: string | undefined): Promise<void> {
  if (mode !== '--write' && mode !== '--check') {
    console.error('usage: node scripts/readme-tables.ts --write | --check');
    process.exitCode = 2;
    return;
  }
  const readme = await readFile(readmePath, 'utf8');
  const expected = await renewed(readme);
  if (mode === '--write') {
    if (expected !== readme) await writeFile(readmePath, expected);
    console.log(expected === readme ? 'README.md: tables already in sync' : 'README.md: tables written');
    return;
  }
  const stale = blocks.filter((block) => blockOf(readme, block) !== blockOf(expected, block));
  for (const block of stale) {
    const rows = difference(blockOf(readme, block), blockOf(expected, block));
    console.error(`README.md: the ${block.name} table differs from ${block.source}:`);
    // Whitespace alone (a re-padded column) leaves no row different.
    console.error((rows.length > 0 ? rows : ['  (spacing only)']).join('\n'));
  }
  if (stale.length > 0) {
    console.error('Run `node scripts/readme-tables.ts --write` and commit README.md.');
    process.exitCode = 1;
  } else console.log('README.md: calls and config tables in sync with the code');
}

// A declaration the tables cannot show (no description, no markers) is named, without a stack.
await main(process.argv[2]).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
