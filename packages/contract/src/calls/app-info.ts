import { defineCalls } from '../call.ts';

const schemas = () => import('../app-info.ts');

export const appInfoCalls = defineCalls('app', {
  getInfoApp: {
    path: '/api/app/getInfoApp',
    methods: ['POST'],
    auth: 'none',
    summary: "Whether the caller's native app must be updated (url_update_app is '' when not)",
    schemas: () => schemas().then((s) => ({ body: s.ZGetInfoAppRequest, response: s.ZGetInfoAppResponse })),
  },
  getInfoSlider: {
    path: '/api/app/getInfoSlider',
    methods: ['POST'],
    auth: 'none',
    summary: "The profile's active home banners, in display order",
    schemas: () => schemas().then((s) => ({ body: s.ZGetInfoSliderRequest, response: s.ZGetInfoSliderResponse })),
  },
});
