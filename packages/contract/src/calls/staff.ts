import { answeringEnvelope, defineCalls } from '../call.ts';

const schemas = () => import('../staff.ts');

/**
 * Staff accounts of the merchant panel (decision 0022): sign-in, invitations by e-mail, password
 * reset by e-mail, and the team of a shop. Their sessions open no customer call, and a customer's
 * none of these.
 */
export const staffCalls = defineCalls('staff', {
  staffSignIn: {
    path: '/api/merchant/signIn',
    methods: ['POST'],
    auth: 'none',
    summary: 'Staff sign-in with e-mail and password: a session token and the shops the person runs',
    schemas: () => schemas().then((s) => ({ body: s.ZStaffSignInRequest, response: s.ZStaffSessionResponse })),
  },
  staffMe: {
    path: '/api/merchant/me',
    methods: ['POST'],
    auth: 'staff',
    summary: 'The signed-in staff member and the shops they run, with their role in each',
    schemas: () => schemas().then((s) => ({ body: s.ZStaffTokenRequest, response: s.ZStaffMemberResponse })),
  },
  staffSignOut: {
    path: '/api/merchant/signOut',
    methods: ['POST'],
    auth: 'staff',
    summary: 'Ends this staff session',
    schemas: () => answeringEnvelope(schemas().then((s) => s.ZStaffTokenRequest)),
  },
  staffInvite: {
    path: '/api/merchant/staff/invite',
    methods: ['POST'],
    auth: 'staff',
    summary:
      "Invites someone by e-mail to run a shop (owner or attendant) or the whole profile (operator). Owners invite to their shops, operators anywhere; the e-mail's link joins",
    schemas: () => answeringEnvelope(schemas().then((s) => s.ZStaffInviteRequest)),
  },
  staffAcceptInvite: {
    path: '/api/merchant/staff/acceptInvite',
    methods: ['POST'],
    auth: 'none',
    summary:
      'Accepts an invitation from its e-mail link; someone new chooses a password. Answers a session, as a sign-in does',
    schemas: () => schemas().then((s) => ({ body: s.ZStaffAcceptInviteRequest, response: s.ZStaffSessionResponse })),
  },
  staffList: {
    path: '/api/merchant/staff/list',
    methods: ['POST'],
    auth: 'staff',
    summary: 'The team of a shop: its owners and attendants, invited or joined (owners and operators)',
    schemas: () => schemas().then((s) => ({ body: s.ZStaffListRequest, response: s.ZStaffListResponse })),
  },
  staffRemove: {
    path: '/api/merchant/staff/remove',
    methods: ['POST'],
    auth: 'staff',
    summary: "Takes someone's role in a shop away and ends their sessions if no role is left (owners and operators)",
    schemas: () => answeringEnvelope(schemas().then((s) => s.ZStaffRemoveRequest)),
  },
  staffPasswordReset: {
    path: '/api/merchant/password/reset',
    methods: ['POST'],
    auth: 'none',
    summary:
      'Sends a password reset link to a staff e-mail. The answer is the same whether the e-mail belongs to anyone or not',
    schemas: () => answeringEnvelope(schemas().then((s) => s.ZStaffPasswordResetRequest)),
  },
  staffNewPassword: {
    path: '/api/merchant/password/new',
    methods: ['POST'],
    auth: 'none',
    summary: 'Sets a new password from a reset link; every other session of the person ends. Answers a session',
    schemas: () => schemas().then((s) => ({ body: s.ZStaffNewPasswordRequest, response: s.ZStaffSessionResponse })),
  },
});
