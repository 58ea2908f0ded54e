import { defineCalls } from '../call.ts';

const schemas = () => import('../profile.ts');

export const profileCalls = defineCalls('profile', {
  getProfile: {
    path: '/api/profile4api/getProfile',
    methods: ['POST'],
    auth: 'none',
    summary: 'The profile (tenant) the host name resolves to, with its site, app and login settings',
    schemas: () => schemas().then((s) => ({ body: s.ZGetProfileRequest, response: s.ZGetProfileResponse })),
  },
});
