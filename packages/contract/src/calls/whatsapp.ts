import { defineCalls } from '../call.ts';

const settings = () => import('../whatsapp-settings.ts');

/**
 * The tenant's WhatsApp number and templates, run by its operators (and a SINGLE tenant's owner)
 * from the panel's "Plataforma › WhatsApp" (issue 37); and each shop's alert of a new order, run by
 * its owner from "Loja › Integração".
 */
export const whatsAppCalls = defineCalls('whatsapp', {
  whatsAppSettings: {
    path: '/api/merchant/whatsapp',
    methods: ['POST'],
    auth: 'staff',
    summary: "The tenant's WhatsApp number (never its secrets), its webhook, and each template's approval at Meta",
    schemas: () =>
      settings().then((s) => ({ body: s.ZWhatsAppSettingsRequest, response: s.ZWhatsAppSettingsResponse })),
  },
  saveWhatsApp: {
    path: '/api/merchant/whatsapp/save',
    methods: ['POST'],
    auth: 'staff',
    summary: "Saves the number's ids, token and app secret once Meta accepts the token for that number",
    schemas: () => settings().then((s) => ({ body: s.ZSaveWhatsAppRequest, response: s.ZWhatsAppSettingsResponse })),
  },
  submitWhatsAppTemplates: {
    path: '/api/merchant/whatsapp/templates',
    methods: ['POST'],
    auth: 'staff',
    summary: 'Submits to Meta, for approval, each template its business account does not have yet',
    schemas: () =>
      settings().then((s) => ({ body: s.ZSubmitWhatsAppTemplatesRequest, response: s.ZWhatsAppSettingsResponse })),
  },
  removeWhatsApp: {
    path: '/api/merchant/whatsapp/remove',
    methods: ['POST'],
    auth: 'staff',
    summary: "Forgets the tenant's WhatsApp number and its secrets: no more updates are sent",
    schemas: () => settings().then((s) => ({ body: s.ZRemoveWhatsAppRequest, response: s.ZWhatsAppSettingsResponse })),
  },
  shopWhatsAppAlert: {
    path: '/api/merchant/shop/whatsapp-alert',
    methods: ['POST'],
    auth: 'staff',
    summary: "The number a shop's staff get a new order on by WhatsApp when none of its boards is open",
    schemas: () =>
      settings().then((s) => ({ body: s.ZShopWhatsAppAlertRequest, response: s.ZShopWhatsAppAlertResponse })),
  },
  saveShopWhatsAppAlert: {
    path: '/api/merchant/shop/whatsapp-alert/save',
    methods: ['POST'],
    auth: 'staff',
    summary: "Sets the shop's WhatsApp alert number, or turns the alert off with ''",
    schemas: () =>
      settings().then((s) => ({ body: s.ZSaveShopWhatsAppAlertRequest, response: s.ZShopWhatsAppAlertResponse })),
  },
});
