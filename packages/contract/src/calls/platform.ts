import { answeringEnvelope, defineCalls } from '../call.ts';

const schemas = () => import('../platform.ts');

/**
 * The platform's console (decision 0082), answered only on the platform's host (PLATFORM_HOST):
 * anywhere else these paths are not found. A platform session opens none of a tenant's calls, and a
 * tenant's sessions none of these.
 */
export const platformCalls = defineCalls('platform', {
  platformSignIn: {
    path: '/api/platform/signIn',
    methods: ['POST'],
    auth: 'none',
    summary:
      "A platform administrator's sign-in: e-mail, password and the authenticator's code (or a recovery code), all three at once",
    schemas: () => schemas().then((s) => ({ body: s.ZPlatformSignInRequest, response: s.ZPlatformSessionResponse })),
  },
  platformMe: {
    path: '/api/platform/me',
    methods: ['POST'],
    auth: 'platform',
    summary: 'The signed-in platform administrator',
    schemas: () => schemas().then((s) => ({ body: s.ZPlatformTokenRequest, response: s.ZPlatformMeResponse })),
  },
  platformSignOut: {
    path: '/api/platform/signOut',
    methods: ['POST'],
    auth: 'platform',
    summary: 'Ends this platform session',
    schemas: () => answeringEnvelope(schemas().then((s) => s.ZPlatformTokenRequest)),
  },
  platformTenants: {
    path: '/api/platform/tenants',
    methods: ['POST'],
    auth: 'platform',
    summary: 'Every tenant with its hosts, and its orders and sales of the last 30 days (cancelled orders left out)',
    schemas: () => schemas().then((s) => ({ body: s.ZPlatformTokenRequest, response: s.ZPlatformTenantsResponse })),
  },
  platformSuspendTenant: {
    path: '/api/platform/tenants/suspend',
    methods: ['POST'],
    auth: 'platform',
    summary:
      'Suspends a tenant: its hosts answer a page saying it is out of the air and its calls refuse; nothing of it is deleted',
    schemas: () => answeringEnvelope(schemas().then((s) => s.ZPlatformTenantRequest)),
  },
  platformResumeTenant: {
    path: '/api/platform/tenants/resume',
    methods: ['POST'],
    auth: 'platform',
    summary: 'Resumes a suspended tenant: its hosts and calls answer again at once, on every process',
    schemas: () => answeringEnvelope(schemas().then((s) => s.ZPlatformTenantRequest)),
  },
  platformCreateTenant: {
    path: '/api/platform/tenants/create',
    methods: ['POST'],
    auth: 'platform',
    summary:
      'Creates a tenant (a MARKETPLACE with its first operator, or a SINGLE shop with the shop and its owner) on its first host, and e-mails the person an invitation',
    schemas: () =>
      schemas().then((s) => ({ body: s.ZPlatformCreateTenantRequest, response: s.ZPlatformCreateTenantResponse })),
  },
  platformTenantPlan: {
    path: '/api/platform/tenants/plan',
    methods: ['POST'],
    auth: 'platform',
    summary:
      "Sets what a tenant's operators cannot: its flow (a SINGLE tenant has one shop at most) and the most shops it may have",
    schemas: () => answeringEnvelope(schemas().then((s) => s.ZPlatformTenantPlanRequest)),
  },
  platformAddDomain: {
    path: '/api/platform/domains/add',
    methods: ['POST'],
    auth: 'platform',
    summary:
      "Adds a host to a tenant: a sub-domain of the platform's is served at once, any other once its DNS carries the TXT record the answer names",
    schemas: () => schemas().then((s) => ({ body: s.ZPlatformAddDomainRequest, response: s.ZPlatformDomainResponse })),
  },
  platformVerifyDomain: {
    path: '/api/platform/domains/verify',
    methods: ['POST'],
    auth: 'platform',
    summary:
      "Looks up a host's TXT record now; when it carries the token, the host is served (and may get a certificate)",
    schemas: () => schemas().then((s) => ({ body: s.ZPlatformHostRequest, response: s.ZPlatformDomainResponse })),
  },
  platformAudit: {
    path: '/api/platform/audit',
    methods: ['POST'],
    auth: 'platform',
    summary: "The platform's audit log, newest first, 50 entries a page: who did what, on what, when and from where",
    schemas: () => schemas().then((s) => ({ body: s.ZPlatformAuditRequest, response: s.ZPlatformAuditResponse })),
  },
});
