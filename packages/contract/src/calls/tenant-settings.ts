import { defineCalls } from '../call.ts';

const settings = () => import('../tenant-settings.ts');

/**
 * The tenant's own settings run from the merchant panel (issue 13, decision 0038): its operators'
 * (and a SINGLE tenant's owner's), one section at a time, each saved at the version it was read.
 */
export const tenantSettingsCalls = defineCalls('tenant-settings', {
  tenantSettings: {
    path: '/api/merchant/tenant',
    methods: ['POST'],
    auth: 'staff',
    summary: "The profile's appearance, links and sign-in settings as the customer app reads them, with their versions",
    schemas: () => settings().then((s) => ({ body: s.ZTenantSettingsRequest, response: s.ZTenantSettingsResponse })),
  },
  saveTenantAppearance: {
    path: '/api/merchant/tenant/appearance',
    methods: ['POST'],
    auth: 'staff',
    summary: "Saves the profile's title, icon, logo and brand colour at the version read",
    schemas: () =>
      settings().then((s) => ({ body: s.ZSaveTenantAppearanceRequest, response: s.ZTenantSettingsResponse })),
  },
  saveTenantLinks: {
    path: '/api/merchant/tenant/links',
    methods: ['POST'],
    auth: 'staff',
    summary: "Saves the profile's privacy policy, app-store links and banner, and analytics keys at the version read",
    schemas: () => settings().then((s) => ({ body: s.ZSaveTenantLinksRequest, response: s.ZTenantSettingsResponse })),
  },
  saveTenantSignIn: {
    path: '/api/merchant/tenant/sign-in',
    methods: ['POST'],
    auth: 'staff',
    summary: "Saves the profile's sign-in menu per platform and single-input login at the version read",
    schemas: () => settings().then((s) => ({ body: s.ZSaveTenantSignInRequest, response: s.ZTenantSettingsResponse })),
  },
  saveTenantSlider: {
    path: '/api/merchant/tenant/slider',
    methods: ['POST'],
    auth: 'staff',
    summary: "Saves the home's slides, in their order, at the version read",
    schemas: () => settings().then((s) => ({ body: s.ZSaveTenantSliderRequest, response: s.ZTenantSettingsResponse })),
  },
});
