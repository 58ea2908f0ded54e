import { tenantSettingsCalls } from '@delivery/contract/calls/tenant-settings';
import type { FastifyInstance } from 'fastify';
import { register } from '../../http/register.ts';
import {
  saveTenantAppearance,
  saveTenantLinks,
  saveTenantSignIn,
  saveTenantSlider,
  tenantSettings,
  type TenantSettingsContext,
} from './service.ts';

export async function tenantSettingsRoutes(app: FastifyInstance): Promise<void> {
  const ctx: TenantSettingsContext = { db: app.db, tenants: app.tenants, replay: app.answerReplay };
  await register(app, tenantSettingsCalls.tenantSettings, (_input, request) =>
    tenantSettings(ctx, request.staff, request.tenant),
  );
  await register(app, tenantSettingsCalls.saveTenantAppearance, (input, request) =>
    saveTenantAppearance(ctx, request.staff, request.tenant, input),
  );
  await register(app, tenantSettingsCalls.saveTenantLinks, (input, request) =>
    saveTenantLinks(ctx, request.staff, request.tenant, input),
  );
  await register(app, tenantSettingsCalls.saveTenantSignIn, (input, request) =>
    saveTenantSignIn(ctx, request.staff, request.tenant, input),
  );
  await register(app, tenantSettingsCalls.saveTenantSlider, (input, request) =>
    saveTenantSlider(ctx, request.staff, request.tenant, input),
  );
}
