/** Paths of the API calls, shared by the server's routes and the apps' client. */
export const apiPaths = {
  getProfile: '/api/profile4api/getProfile',
  getInfoApp: '/api/app/getInfoApp',
  getInfoSlider: '/api/app/getInfoSlider',
  cities: '/api/addresses4api/cities',
  getDistricts: '/api/addresses4api/getDistricts',
} as const;
