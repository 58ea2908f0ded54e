import { answeringEnvelope, defineCalls } from '../call.ts';

const schemas = () => import('../contact.ts');

/** The contact page's message: mailed to the shop's staff, or to the tenant. */
export const contactCalls = defineCalls('contact', {
  sendContactMessage: {
    path: '/api/contact4api/sendMessage',
    methods: ['POST'],
    auth: 'optional',
    summary: "Mails a customer's message to the shop's staff (shop_id) or to the marketplace; limited per IP",
    schemas: () => answeringEnvelope(schemas().then((s) => s.ZContactMessageRequest)),
  },
});
