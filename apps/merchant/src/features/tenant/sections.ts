import type { TTenantSection } from '@delivery/contract/tenant-settings';
import { messages } from '../../lib/messages.ts';

/** The tenant's sections, each its own page under /plataforma/ and its own save. */
export const tenantPages = [
  { path: 'aparencia', section: 'appearance', label: messages.tenant.appearance.tab },
  { path: 'entrar', section: 'sign_in', label: messages.tenant.signIn.tab },
  { path: 'links', section: 'links', label: messages.tenant.links.tab },
  { path: 'destaques', section: 'slider', label: messages.tenant.slider.tab },
] as const satisfies readonly { path: string; section: TTenantSection; label: string }[];
export type TenantPage = (typeof tenantPages)[number]['path'];

export const isTenantPage = (path: string | undefined): path is TenantPage =>
  tenantPages.some((page) => page.path === path);
