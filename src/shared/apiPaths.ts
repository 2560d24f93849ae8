// Every call of the specification's call table (section 7), under the API base `/api`.
export const API_BASE = '/api';
export const STORAGE_BASE = '/storage';

const enc = encodeURIComponent;
export const API_PATHS = {
  auth: '/Auth',
  authMe: '/Auth/Me',
  authSignOut: '/Auth/SignOut',
  authToken: (token: string) => `/Auth/Token/${enc(token)}`,
  authChangePassword: '/Auth/ChangePassword',
  authPreResetPassword: '/Auth/PreResetPassword',
  authValidatePostResetPassword: '/Auth/ValidatePostResetPassword',
  authPostResetPassword: '/Auth/PostResetPassword',
  categories: '/Categories',
  category: (id: number) => `/Categories/${id}`,
  news: '/AnalysisAndNews',
  newsById: (id: number) => `/AnalysisAndNews/${id}`,
  newsBySlug: (slug: string) => `/AnalysisAndNews/Slug/${enc(slug)}`,
  files: (folder: string) => `/Files/?folder=${enc(folder)}`,
  fileDelete: (nameBySystem: string) => `/Files?nameBySystem=${enc(nameBySystem)}`,
  customers: '/Customers',
  customersActivate: '/Customers/Activate',
  customersProfileImage: '/Customers/ProfileImage',
  customerByToken: (token: string) => `/Customers/Token/${enc(token)}`,
  customerReferral: (code: string) => `/Customers/Referral/${enc(code)}`,
  customerCheckUsername: (username: string) => `/Customers/CheckUsername/${enc(username)}`,
  legacyLogin: '/login',
  legacySignup: '/signup',
  config: '/config',
  health: '/health',
} as const;
