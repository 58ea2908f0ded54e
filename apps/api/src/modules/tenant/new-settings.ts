import { limits, type TypeFlow } from '@delivery/contract/constants';
import type { TProfileSettings } from '@delivery/contract/profile';

/** Sign-in by phone, nothing that needs a provider's app of the tenant's own (Google's, Facebook's). */
const phoneOnly = { display_menu: '1', google: '0', facebook: '0', phone: '1' } as const;

/**
 * The settings a new tenant starts with: its name, colour and logo, and what works with nothing
 * else set. Its operators fill in the rest from the panel (contact, links, app stores, analytics).
 */
export function newTenantSettings(values: {
  typeFlow: TypeFlow;
  title: string;
  primary: string;
  logo: string;
}): TProfileSettings {
  return {
    site: {
      icone: values.logo,
      ga_key: '',
      adwords_key: '',
      mautic_key: '',
      key_gtm: '',
      face_pixel_key: '',
      type_flow: values.typeFlow,
      politica_provacidade: '/politica-de-privacidade.html',
      logo_pwa_app: values.logo,
    },
    app: { link_url_ios: '', link_url_android: '', title: values.title, short_name: '', link_label: '', image: '' },
    login: {
      text_email: 'Digite o seu e-mail',
      label_login_phone: 'Digite o seu celular',
      menu_ios: phoneOnly,
      menu_android: phoneOnly,
      menu_web: phoneOnly,
      by_input: '0',
      input_type: null,
      label_generic_top: '',
      internal_label: '',
      text_button_next: '',
    },
    facebook: { appId: '' },
    google: { clientId: '' },
    address: { mode: 'DISTRICT' },
    theme: { primary: values.primary },
    contact: { phone: '', whatsapp: '', email: '', address: '' },
    cache: { profile4api_getProfile: limits.profileCacheThresholdDefault },
  };
}
