import { answeringEnvelope, defineCalls } from '../call.ts';
import type { TAddressMode } from '../profile.ts';

const schemas = () => import('../address.ts');

/**
 * The signed-in customer's addresses, in the two families docs/product.md names: customer4api/* (the
 * district is one of the city's) and customer4apiGeocode/* (a free district, its coordinates found
 * by the geocoder). Same calls, same fields; the profile's address mode picks the family.
 */
const addressFamily = (module: 'customer4api' | 'customer4apiGeocode') =>
  defineCalls(
    'addresses',
    {
      addAddress: {
        path: `/api/${module}/addAddress`,
        methods: ['POST'],
        auth: 'customer',
        summary: 'Saves a new address of the customer',
        schemas: () => schemas().then((s) => ({ body: s.ZAddAddressRequest, response: s.ZAddressResponse })),
      },
      editAddressFull: {
        path: `/api/${module}/editAddressFull`,
        methods: ['POST'],
        auth: 'customer',
        summary: 'Replaces an address of the customer',
        schemas: () => schemas().then((s) => ({ body: s.ZEditAddressRequest, response: s.ZAddressResponse })),
      },
      getDataAddressCustomer: {
        path: `/api/${module}/getDataAddressCustomer`,
        methods: ['POST'],
        auth: 'customer',
        summary: "The customer's addresses, or one of them",
        schemas: () => schemas().then((s) => ({ body: s.ZListAddressesRequest, response: s.ZAddressesResponse })),
      },
      deleteAddress: {
        path: `/api/${module}/deleteAddress`,
        methods: ['POST'],
        auth: 'customer',
        summary: 'Deletes an address of the customer',
        schemas: () => answeringEnvelope(schemas().then((s) => s.ZAddressIdRequest)),
      },
    },
    { idSuffix: module === 'customer4apiGeocode' ? 'Geocode' : '' },
  );

export const addressCalls = addressFamily('customer4api');
export const geocodeAddressCalls = addressFamily('customer4apiGeocode');

/** The family of the profile's address mode. */
export const addressCallsOf = (mode: TAddressMode) => (mode === 'GEOCODE' ? geocodeAddressCalls : addressCalls);

export const addressLookupCalls = defineCalls('addresses', {
  getCep: {
    path: '/api/addresses4api/getCep',
    methods: ['POST'],
    auth: 'none',
    summary: 'What a CEP names, and the served city and district of that name',
    schemas: () => schemas().then((s) => ({ body: s.ZGetCepRequest, response: s.ZGetCepResponse })),
  },
  search: {
    path: '/api/addresses4api/search',
    methods: ['POST'],
    auth: 'optional',
    summary:
      'The shops that deliver to a saved address (address_id, signed in) or to a district of a city, with the fee',
    schemas: () => schemas().then((s) => ({ body: s.ZSearchRequest, response: s.ZSearchResponse })),
  },
});
