import { defineCalls } from '../call.ts';

const schemas = () => import('../shop-tables.ts');

/** A shop's tables and their QR codes (issue 38, decision 0101). */
export const shopTableCalls = defineCalls('shop-tables', {
  shopTables: {
    path: '/api/merchant/tables',
    methods: ['POST'],
    auth: 'staff',
    summary: "The shop's tables in order, each with the address and the QR code that opens the shop at it",
    schemas: () => schemas().then((s) => ({ body: s.ZShopTablesRequest, response: s.ZShopTablesResponse })),
  },
  addShopTables: {
    path: '/api/merchant/tables/add',
    methods: ['POST'],
    auth: 'staff',
    summary: 'Numbers tables from one number to another (owners and operators); those the shop has stay as they are',
    schemas: () => schemas().then((s) => ({ body: s.ZAddShopTablesRequest, response: s.ZShopTablesResponse })),
  },
  removeShopTable: {
    path: '/api/merchant/tables/remove',
    methods: ['POST'],
    auth: 'staff',
    summary: 'Removes a table (owners and operators): its QR code opens the shop no more at it',
    schemas: () => schemas().then((s) => ({ body: s.ZRemoveShopTableRequest, response: s.ZShopTablesResponse })),
  },
});
