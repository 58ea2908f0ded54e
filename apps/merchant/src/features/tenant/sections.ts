import type { TTenantSection } from '@delivery/contract/tenant-settings';
import { messages } from '../../lib/messages.ts';

/**
 * The tenant's pages under /plataforma/: its settings' sections, each its own save, and its
 * WhatsApp number (another feature's, which the route puts in the page: `other`).
 */
export const tenantPages = [
  { path: 'aparencia', section: 'appearance', label: messages.tenant.appearance.tab },
  { path: 'entrar', section: 'sign_in', label: messages.tenant.signIn.tab },
  { path: 'links', section: 'links', label: messages.tenant.links.tab },
  { path: 'destaques', section: 'slider', label: messages.tenant.slider.tab },
  { path: 'whatsapp', section: null, label: messages.tenant.whatsApp.tab },
] as const satisfies readonly { path: string; section: TTenantSection | null; label: string }[];
export type TenantPage = (typeof tenantPages)[number]['path'];

export const isTenantPage = (path: string | undefined): path is TenantPage =>
  tenantPages.some((page) => page.path === path);
