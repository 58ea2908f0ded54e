import { defineCalls } from '../call.ts';

const schemas = () => import('../addresses.ts');

/** The cities and districts a profile serves. */
export const placeCalls = defineCalls('places', {
  cities: {
    path: '/api/addresses4api/cities',
    methods: ['POST'],
    auth: 'none',
    summary: 'The cities the profile serves; the first is its default',
    schemas: () => schemas().then((s) => ({ body: s.ZCitiesRequest, response: s.ZCitiesResponse })),
  },
  getDistricts: {
    path: '/api/addresses4api/getDistricts',
    methods: ['POST'],
    auth: 'none',
    summary: 'The districts of a city the profile serves, by name',
    schemas: () => schemas().then((s) => ({ body: s.ZGetDistrictsRequest, response: s.ZGetDistrictsResponse })),
  },
});
