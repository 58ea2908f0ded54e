/**
 * WhatsApp for a tenant (issue 37, decision 0091): its business number on Meta's Cloud API, and
 * the webhook Meta calls for it. What other modules use of it.
 */
export { saveAccount, optedOutPhones, type WhatsAppAccountRow } from './queries.ts';
