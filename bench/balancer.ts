// HAProxy from Debian's package in front of the API processes of `npm run bench:cluster`, set up
// as an operator would: health checks on /ready (so a draining process leaves the pool before it
// stops listening), timeouts long enough for status streams, and the server's name on every answer
// so the test knows which process a stream landed on.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Throws, saying how to install it, when HAProxy is missing. */
export function assertHaproxy(): string {
  const version = spawnSync('haproxy', ['-v'], { encoding: 'utf8' });
  if (version.error || version.status !== 0) {
    throw new Error("HAProxy is not installed: apt-get install -y haproxy (Debian's package)");
  }
  return /HAProxy version (\S+)/.exec(version.stdout)?.[1] ?? 'unknown';
}

export function haproxyConfig(port: number, servers: { name: string; port: number }[]): string {
  return [
    'global',
    '  maxconn 4096',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    // A status stream is one long answer: an hour before the balancer cuts it (the API's own
    // heartbeat keeps it from looking idle); `timeout tunnel` covers it once upgraded or streaming.
    '  timeout client 1h',
    '  timeout server 1h',
    '  timeout tunnel 1h',
    '  timeout http-request 10s',
    '  timeout http-keep-alive 10s',
    // Only a request that never reached a process is tried again, on another one: a POST that did
    // reach one is the client's to retry, under its idempotency key.
    '  retries 2',
    '  option redispatch',
    '  retry-on conn-failure',
    // The client's address for the API's per-address limits (the API runs with TRUST_PROXY).
    '  option forwardfor',
    'frontend api',
    `  bind 127.0.0.1:${port}`,
    '  default_backend processes',
    'backend processes',
    // Fewest open connections: a process holding many status streams gets fewer new ones.
    '  balance leastconn',
    '  option httpchk',
    '  http-check send meth GET uri /ready ver HTTP/1.1 hdr Host localhost',
    '  http-check expect status 200',
    // A process answering 503 on /ready (draining) is out after two checks, about a second; a
    // check may take a second on a loaded machine before it counts as failed.
    '  timeout check 1s',
    '  default-server inter 500ms fall 2 rise 2',
    '  http-response set-header X-Served-By %[srv_name]',
    ...servers.map((s) => `  server ${s.name} 127.0.0.1:${s.port} check`),
    '',
  ].join('\n');
}

/** HAProxy in the foreground (-db), as a child this process can kill. */
export function startHaproxy(port: number, servers: { name: string; port: number }[]): ChildProcess {
  const folder = mkdtempSync(path.join(tmpdir(), 'bench-haproxy-'));
  const file = path.join(folder, 'haproxy.cfg');
  writeFileSync(file, haproxyConfig(port, servers));
  const check = spawnSync('haproxy', ['-c', '-q', '-f', file], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`haproxy refused its configuration: ${check.stderr}`);
  const child = spawn('haproxy', ['-db', '-f', file], { stdio: ['ignore', 'ignore', 'inherit'] });
  child.once('exit', () => rmSync(folder, { recursive: true, force: true }));
  return child;
}
