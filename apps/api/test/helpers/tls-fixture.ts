import { readFileSync } from 'node:fs';

/** A test certificate or key of fixtures/pix-tls (README there). */
export const tlsFixture = (name: string): string =>
  readFileSync(new URL(`../fixtures/pix-tls/${name}`, import.meta.url), 'utf8');
