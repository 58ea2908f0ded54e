/**
 * The console's pages that others link to, under its basename /plataforma (router.tsx has the
 * routes); here, so the pages need not import the router that imports them.
 */
export const paths = {
  tenants: '/',
  newTenant: '/novo',
  tenant: (profileId: number) => `/clientes/${profileId}`,
} as const;
