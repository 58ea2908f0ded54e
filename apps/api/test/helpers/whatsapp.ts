import type { Database } from '../../src/db/client.ts';
import { whatsappAccounts } from '../../src/db/schema/whatsapp.ts';
import { sandboxWhatsApp } from '../../src/modules/whatsapp-sandbox/service.ts';

/** Gives the tenant the sandbox's WhatsApp number, its webhook's handshake answering `verifyToken`. */
export const giveSandboxNumber = (db: Database, profileId: number, verifyToken: string) =>
  db.insert(whatsappAccounts).values({
    profileId,
    phoneNumberId: sandboxWhatsApp.phoneNumberId,
    businessAccountId: sandboxWhatsApp.businessAccountId,
    displayPhone: sandboxWhatsApp.displayPhone,
    accessToken: sandboxWhatsApp.accessToken,
    appSecret: sandboxWhatsApp.appSecret,
    verifyToken,
  });
