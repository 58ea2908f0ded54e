import { Resolver } from 'node:dns/promises';

/** The TXT records of a name, each record's strings joined as one; [] when it has none. */
export type TxtLookup = (name: string) => Promise<string[]>;

/** The name servers did not answer (a timeout, a refusal): the name may well have the record. */
export class DnsLookupFailed extends Error {}

/** What a name server answers for a name without the record, or no such name: no record, not a failure. */
const noRecord = new Set(['ENODATA', 'ENOTFOUND', 'ENONAME']);

/**
 * TXT lookups through the system's name servers, or `servers` when given (IP[:port]). A fresh
 * resolver each time keeps no cache of its own, so a record just published is seen at once when
 * the name servers have it.
 */
export function createTxtLookup(servers: string[]): TxtLookup {
  return async (name) => {
    const resolver = new Resolver({ timeout: 3_000, tries: 2 });
    if (servers.length > 0) resolver.setServers(servers);
    try {
      return (await resolver.resolveTxt(name)).map((strings) => strings.join(''));
    } catch (error) {
      if (noRecord.has((error as NodeJS.ErrnoException).code ?? '')) return [];
      throw new DnsLookupFailed(`TXT ${name}: ${(error as Error).message}`);
    }
  };
}
