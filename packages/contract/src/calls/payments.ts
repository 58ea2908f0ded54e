import { defineCalls } from '../call.ts';

const schemas = () => import('../payments.ts');

/** Calls a payment provider makes to us, not the apps. */
export const paymentCalls = defineCalls('payments', {
  pixWebhook: {
    // The PSP appends '/pix' to the webhookUrl it was given (API Pix, `PUT /webhook/{chave}`).
    path: '/api/pix/webhook/:provider_id/:secret/pix',
    methods: ['POST'],
    // The secret in the path is the credential (PSPs send no header of ours; mTLS ends at the proxy).
    auth: 'none',
    summary:
      "The Pix webhook of the Central Bank's API Pix: the PSP posts the Pix received for our charges; each is recorded once by its endToEndId and pays its order when the amount is the charge's",
    schemas: () =>
      schemas().then((s) => ({
        body: s.ZPixWebhookRequest,
        response: s.ZPixWebhookResponse,
        params: s.ZPixWebhookParams,
      })),
  },
});
