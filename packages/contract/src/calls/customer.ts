import { answeringEnvelope, defineCalls } from '../call.ts';

const schemas = () => import('../customer.ts');

/**
 * Accounts: sign-in in every mode, sign-up, SMS codes, recovery, terms. The recovery calls carry
 * their own `token` (the recovery request's, from findCustomer), not a session's.
 */
export const customerCalls = defineCalls('customer', {
  login: {
    path: '/api/customer4api/login',
    methods: ['POST'],
    auth: 'none',
    summary: 'Sign-in: token check, e-mail/CPF + password, single input, Google or Facebook credential',
    schemas: () => schemas().then((s) => ({ body: s.ZLoginRequest, response: s.ZLoginResponse })),
  },
  register: {
    path: '/api/customer4api/register',
    methods: ['POST'],
    auth: 'none',
    summary: 'Sign-up: plain, social (credential) or SMS (sms_token)',
    schemas: () => schemas().then((s) => ({ body: s.ZRegisterRequest, response: s.ZSessionResponse })),
  },
  edit: {
    path: '/api/customer4api/edit',
    methods: ['POST'],
    auth: 'customer',
    summary: "Changes the customer's data; a new password answers a new token",
    schemas: () => schemas().then((s) => ({ body: s.ZEditRequest, response: s.ZLoginResponse })),
  },
  getDeleteInfo: {
    path: '/api/customer4api/getDeleteInfo',
    methods: ['POST'],
    auth: 'customer',
    summary:
      'What deleting the account would do now: open orders (which refuse it), the cashback it forfeits, how to confirm',
    schemas: () => schemas().then((s) => ({ body: s.ZTokenRequest, response: s.ZDeleteInfoResponse })),
  },
  sendDeleteCode: {
    path: '/api/customer4api/sendDeleteCode',
    methods: ['POST'],
    auth: 'customer',
    sendsCode: true,
    summary: 'Sends the code that confirms deleting an account without a password, to its verified phone or e-mail',
    schemas: () => schemas().then((s) => ({ body: s.ZTokenRequest, response: s.ZSendDeleteCodeResponse })),
  },
  delete: {
    path: '/api/customer4api/delete',
    methods: ['POST'],
    auth: 'customer',
    summary:
      'Deletes the account, confirmed by its password or a code: refused while an order is open; personal data erased, cashback forfeited, every session ended',
    schemas: () => answeringEnvelope(schemas().then((s) => s.ZDeleteRequest)),
  },
  logout: {
    path: '/api/customer4api/logout',
    methods: ['POST'],
    auth: 'customer',
    summary:
      "Signs out: this session ends, and with it the order streams it opened; the customer's other devices stay signed in",
    schemas: () => answeringEnvelope(schemas().then((s) => s.ZTokenRequest)),
  },
  saveAcceptTerms: {
    path: '/api/customer4api/saveAcceptTerms',
    methods: ['POST'],
    auth: 'customer',
    summary: 'Records that the customer accepted the privacy policy',
    schemas: () => schemas().then((s) => ({ body: s.ZTokenRequest, response: s.ZCustomerResponse })),
  },
  saveAcceptNotification: {
    path: '/api/customer4api/saveAcceptNotification',
    methods: ['POST'],
    auth: 'customer',
    summary: 'Records the notification preference',
    schemas: () => schemas().then((s) => ({ body: s.ZAcceptNotificationRequest, response: s.ZCustomerResponse })),
  },
  atualizaPushId: {
    path: '/api/app/atualizaPushId',
    methods: ['POST'],
    auth: 'customer',
    summary: "Saves the device's push id",
    schemas: () => schemas().then((s) => ({ body: s.ZPushIdRequest, response: s.ZCustomerResponse })),
  },
  sendCodeCheck: {
    path: '/api/customer4api/sendCodeCheck',
    methods: ['POST'],
    auth: 'none',
    sendsCode: true,
    summary: 'SMS sign-in step 1: sends a 4-digit code; answers whether the phone has an account, never the code',
    schemas: () => schemas().then((s) => ({ body: s.ZSendCodeCheckRequest, response: s.ZSendCodeCheckResponse })),
  },
  checkCodeTyped: {
    path: '/api/customer4api/checkCodeTyped',
    methods: ['POST'],
    auth: 'none',
    summary: 'SMS sign-in step 2: checks the code; a session, or an sms_token for sign-up',
    schemas: () => schemas().then((s) => ({ body: s.ZCheckCodeTypedRequest, response: s.ZCheckCodeTypedResponse })),
  },
  findCustomer: {
    path: '/api/customer4api/findCustomer',
    methods: ['POST'],
    auth: 'none',
    summary: 'Recovery step 1: finds the account; masked contacts and the channels',
    schemas: () => schemas().then((s) => ({ body: s.ZFindCustomerRequest, response: s.ZFindCustomerResponse })),
  },
  sendDataRecovery: {
    path: '/api/customer4api/sendDataRecovery',
    methods: ['POST'],
    auth: 'none',
    sendsCode: true,
    summary: 'Recovery step 2: sends the code by e-mail, SMS or voice call',
    schemas: () => answeringEnvelope(schemas().then((s) => s.ZSendDataRecoveryRequest)),
  },
  checkCode: {
    path: '/api/customer4api/checkCode',
    methods: ['POST'],
    auth: 'none',
    summary: 'Recovery step 3: checks the code',
    schemas: () => answeringEnvelope(schemas().then((s) => s.ZCheckCodeRequest)),
  },
  changePasswordByToken: {
    path: '/api/customer4api/changePasswordByToken',
    methods: ['POST'],
    auth: 'none',
    summary: 'Recovery step 4: the new password; every session ends',
    schemas: () => answeringEnvelope(schemas().then((s) => s.ZChangePasswordByTokenRequest)),
  },
});
