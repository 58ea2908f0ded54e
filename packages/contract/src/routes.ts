/** Paths of the API calls, shared by the server's routes and the apps' client. */
export const apiPaths = {
  getProfile: '/api/profile4api/getProfile',
  getInfoApp: '/api/app/getInfoApp',
  getInfoSlider: '/api/app/getInfoSlider',
  cities: '/api/addresses4api/cities',
  getDistricts: '/api/addresses4api/getDistricts',
} as const;

export const customerPaths = {
  login: '/api/customer4api/login',
  register: '/api/customer4api/register',
  edit: '/api/customer4api/edit',
  delete: '/api/customer4api/delete',
  saveAcceptTerms: '/api/customer4api/saveAcceptTerms',
  saveAcceptNotification: '/api/customer4api/saveAcceptNotification',
  atualizaPushId: '/api/app/atualizaPushId',
  sendCodeCheck: '/api/customer4api/sendCodeCheck',
  checkCodeTyped: '/api/customer4api/checkCodeTyped',
  findCustomer: '/api/customer4api/findCustomer',
  sendDataRecovery: '/api/customer4api/sendDataRecovery',
  checkCode: '/api/customer4api/checkCode',
  changePasswordByToken: '/api/customer4api/changePasswordByToken',
} as const;

export const catalogPaths = {
  listShops: '/api/shop4api/listShops',
  getShop: '/api/shop4api/getShop',
  getMenu: '/api/shop4api/getMenu',
  getProduct: '/api/shop4api/getProduct',
} as const;

export const addressPaths = {
  add: '/api/customer4api/addAddress',
  edit: '/api/customer4api/editAddressFull',
  list: '/api/customer4api/getDataAddressCustomer',
  delete: '/api/customer4api/deleteAddress',
  geocodeAdd: '/api/customer4apiGeocode/addAddress',
  geocodeEdit: '/api/customer4apiGeocode/editAddressFull',
  geocodeList: '/api/customer4apiGeocode/getDataAddressCustomer',
  geocodeDelete: '/api/customer4apiGeocode/deleteAddress',
  getCep: '/api/addresses4api/getCep',
  search: '/api/addresses4api/search',
} as const;

export const checkoutPaths = {
  validateOrderApp: '/api/checkout4apiV2/validateOrderApp',
  getInfoHorarios: '/api/checkout4apiV2/getInfoHorarios',
  getGroupsPayment: '/api/checkout4apiV2/getGroupsPayment',
  getFlagsCardOnline: '/api/checkout4apiV2/getFlagsCardOnline',
  saveOrder: '/api/checkout4apiV2/saveOrder',
} as const;

export const orderPaths = {
  getOrdersPage: '/api/customer4api/getOrdersPage',
  getStatusOrder: '/api/customer4api/getStatusOrder',
  saveReview: '/api/customer4api/saveReview',
  /** Server-Sent Events of one order's status: GET with ?token=. */
  events: (orderId: number) => `/api/orders/${orderId}/events`,
  /** Sandbox only: moves an order to its next status, until the merchant panel exists. */
  advance: '/dev/advanceOrder',
} as const;

export const rewardPaths = {
  getDiscountInfo: '/api/discount4api/getDiscountInfo',
  getInfoCashCheckout: '/api/cashback/getInfoCashCheckout',
  getExtratoCash: '/api/cashback/getExtratoCash',
} as const;
