/**
 * The address of a tenant's host as this console reaches its own: the same server answers every
 * host, so the same scheme and port (a sandbox's http://pizzaria.localhost:3000, production's https).
 */
export function hostUrl(domain: string, page: Pick<Location, 'protocol' | 'port'> = window.location): string {
  return `${page.protocol}//${domain}${page.port ? `:${page.port}` : ''}/`;
}
