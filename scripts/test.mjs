// `npm test`: lint, format, types, unit + API integration (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set), then browser journeys when Chromium is installed. Ends with one
// line `N passed, N failed` (`, N skipped` when any), as docs/architecture.md section 6 asks.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { stripVTControlCharacters } from 'node:util';

const CHROMIUM = '/usr/bin/chromium';
const tally = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
const failedTests = [];
mkdirSync('test-results', { recursive: true });

const seconds = (since) => `${Math.round((performance.now() - since) / 1000)} s`;

function run(title, command, args, env = {}) {
  console.log(`\n▶ ${title}: ${command} ${args.join(' ')}`);
  const started = performance.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`◀ ${title}: ${seconds(started)}`);
  return result.status === 0;
}

/** One check, its output held and printed whole when it ends, so checks run side by side read apart. */
function check([title, command, args]) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      console.log(`\n▶ ${title}: ${command} ${args.join(' ')} (${seconds(started)})`);
      process.stdout.write(Buffer.concat(output));
      if (status === 0) tally.passed += 1;
      else {
        tally.failed += 1;
        failures.push(title);
      }
      resolve();
    });
  });
}

/** Runs the checks a core each: lint and the type checks, one thread apiece, took 4 minutes in a row. */
async function checkAll(checks) {
  const waiting = [...checks];
  const lane = async () => {
    while (waiting.length) await check(waiting.shift());
  };
  await Promise.all(Array.from({ length: Math.min(availableParallelism(), waiting.length) }, lane));
}

/** The first line of a failure's message, indented under its name: CI's tail then says why. */
function why(messages) {
  const first = stripVTControlCharacters(String(messages?.[0] ?? ''))
    .split('\n')
    .find((line) => line.trim());
  return first ? `\n      ${first.trim().slice(0, 300)}` : '';
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

// The longest first, so the short ones fill the other core.
await checkAll([
  ['format', 'npx', ['prettier', '--check', '.']],
  ['types', 'npm', ['run', '--silent', 'typecheck']],
  ['lint', 'npx', ['eslint', '.']],
  ['lint with types (promises)', 'npx', ['oxlint', '--type-aware']],
  // The native shell: its committed projects synced for a test tenant and checked (scripts/native/check.ts).
  ['native projects (cap sync)', 'node', ['scripts/native/check.ts']],
  ['locales in sync with the contract', 'npm', ['run', '--silent', 'locales:check', '-w', '@delivery/web']],
  ['README tables in sync with the contract and config', 'node', ['scripts/readme-tables.ts', '--check']],
]);

const vitestReport = 'test-results/vitest.json';
rmSync(vitestReport, { force: true });
const vitestOk = run('unit and API integration', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
const vitest = readJson(vitestReport);
if (vitest) {
  // Named again at the end: CI keeps only the tail of a long run.
  for (const file of vitest.testResults) {
    const name = file.name.replace(`${process.cwd()}/`, '');
    // A file that failed before its tests ran (a broken import, a failing beforeAll) names its error.
    if (file.status === 'failed' && !file.assertionResults.some((result) => result.status === 'failed')) {
      failedTests.push(`${name} › ${String(file.message).split('\n')[0]}`);
    }
    for (const result of file.assertionResults) {
      if (result.status === 'failed') failedTests.push(`${name} › ${result.fullName}${why(result.failureMessages)}`);
    }
  }
  tally.passed += vitest.numPassedTests;
  tally.failed += vitest.numFailedTests;
  tally.skipped += vitest.numPendingTests + vitest.numTodoTests;
}
if (!vitestOk || !vitest) {
  failures.push('vitest');
  if (!vitest) tally.failed += 1;
}

if (existsSync(CHROMIUM)) {
  const e2eReport = 'test-results/e2e.json';
  rmSync(e2eReport, { force: true });
  const e2eOk = run('browser journeys', 'npx', ['playwright', 'test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
  });
  const e2e = readJson(e2eReport);
  if (e2e) {
    const walk = (suite) => {
      for (const spec of suite.specs ?? []) {
        const failed = spec.tests.find((t) => t.status === 'unexpected');
        if (failed) {
          const errors = failed.results.flatMap((result) => result.errors ?? []).map((error) => error.message);
          failedTests.push(`${spec.file} › ${spec.title}${why(errors)}`);
        }
      }
      for (const child of suite.suites ?? []) walk(child);
    };
    for (const suite of e2e.suites) walk(suite);
    tally.passed += e2e.stats.expected + e2e.stats.flaky;
    tally.failed += e2e.stats.unexpected;
    tally.skipped += e2e.stats.skipped;
  }
  if (!e2eOk || !e2e) {
    failures.push('playwright');
    if (!e2e) tally.failed += 1;
  }
} else {
  console.log(`\n(browser journeys not run: no Chromium at ${CHROMIUM}; install Debian's chromium)`);
}

if (failures.length) console.log(`\nFailed: ${failures.join(', ')}`);
for (const name of failedTests) console.log(`  ✗ ${name}`);
console.log(`\n${tally.passed} passed, ${tally.failed} failed${tally.skipped ? `, ${tally.skipped} skipped` : ''}`);
process.exit(tally.failed > 0 || failures.length > 0 ? 1 : 0);
