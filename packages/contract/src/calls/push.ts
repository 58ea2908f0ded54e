import { answeringEnvelope, defineCalls } from '../call.ts';

const schemas = () => import('../push.ts');

/**
 * Web Push (decision 0031): the key a device subscribes with, and the staff's devices that are
 * told of new orders while the panel is in the background or closed.
 */
export const pushCalls = defineCalls('push', {
  pushPublicKey: {
    path: '/api/push/publicKey',
    methods: ['POST'],
    auth: 'none',
    summary: "The server's VAPID public key, which a browser subscribes with (applicationServerKey)",
    schemas: () => schemas().then((s) => ({ body: s.ZPushPublicKeyRequest, response: s.ZPushPublicKeyResponse })),
  },
  staffPushSubscribe: {
    path: '/api/merchant/push/subscribe',
    methods: ['POST'],
    auth: 'staff',
    summary:
      "Keeps this device's push subscription for the signed-in staff member: it is told of each new order of the shops they run, while this session lasts",
    schemas: () => answeringEnvelope(schemas().then((s) => s.ZStaffPushSubscribeRequest)),
  },
  staffPushUnsubscribe: {
    path: '/api/merchant/push/unsubscribe',
    methods: ['POST'],
    auth: 'staff',
    summary: "Forgets one of the signed-in staff member's push subscriptions, by its endpoint",
    schemas: () => answeringEnvelope(schemas().then((s) => s.ZStaffPushUnsubscribeRequest)),
  },
});
