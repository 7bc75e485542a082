import type { PostKind } from './validate';

/** Every /api/v1 path, built in one place for the server's routes and the web fetch layer. */
export const API_PREFIX = '/api/v1';

export const API = {
  getUser: `${API_PREFIX}/user/getUser`,
  login: `${API_PREFIX}/user/login`,
  register: `${API_PREFIX}/user/register`,
  logout: `${API_PREFIX}/user/logout`,
  logoutEverywhere: `${API_PREFIX}/user/logoutEverywhere`,
  getAllUsers: `${API_PREFIX}/user/getAllUsers`,
  deleteUser: (id: string) => `${API_PREFIX}/user/deleteUser/${encodeURIComponent(id)}`,
  updatePowers: (id: string) => `${API_PREFIX}/user/updatePowers/${encodeURIComponent(id)}`,
  updateStatus: (id: string) => `${API_PREFIX}/user/updateStatus/${encodeURIComponent(id)}`,
  updateEmail: (id: string) => `${API_PREFIX}/user/updateEmail/${encodeURIComponent(id)}`,
  changePassword: `${API_PREFIX}/user/changePassword`,
  forgotPassword: `${API_PREFIX}/user/forgotPassword`,
  resetPassword: `${API_PREFIX}/user/resetPassword`,
  sendPasswordReset: (id: string) => `${API_PREFIX}/user/sendPasswordReset/${encodeURIComponent(id)}`,
  overview: `${API_PREFIX}/dashboard/overview`,
  searchClients: `${API_PREFIX}/clients/searchClients`,
  getClientSites: (name: string) => `${API_PREFIX}/clients/getClientSites/${encodeURIComponent(name)}`,
  getClients: `${API_PREFIX}/clients/getClients`,
  getClient: (name: string) => `${API_PREFIX}/clients/getClient/${encodeURIComponent(name)}`,
  addClient: `${API_PREFIX}/clients/addClient`,
  updateClient: (clientId: string) => `${API_PREFIX}/clients/updateClient/${encodeURIComponent(clientId)}`,
  deleteClient: `${API_PREFIX}/clients/deleteClient`,
  updateSite: `${API_PREFIX}/clients/updateSite`,
  removeSite: `${API_PREFIX}/clients/removeSite`,
  logos: `${API_PREFIX}/logos`,
  uploadLogo: `${API_PREFIX}/logos/upload`,
  deleteLogo: (fileName: string) => `${API_PREFIX}/logos/${encodeURIComponent(fileName)}`,
  posts: (kind: PostKind) => `${API_PREFIX}/${kind}`,
  post: (kind: PostKind, id: string) => `${API_PREFIX}/${kind}/${encodeURIComponent(id)}`,
  trash: `${API_PREFIX}/trash`,
  trashItem: (id: string) => `${API_PREFIX}/trash/${encodeURIComponent(id)}`,
  restoreTrash: (id: string) => `${API_PREFIX}/trash/${encodeURIComponent(id)}/restore`,
  /** POST: the public contact form (the only anonymous write); GET: the staff inbox. */
  enquiries: `${API_PREFIX}/enquiries`,
  enquiryFormToken: `${API_PREFIX}/enquiries/form-token`,
  enquiriesExport: `${API_PREFIX}/enquiries/export`,
  enquiry: (id: string) => `${API_PREFIX}/enquiries/${encodeURIComponent(id)}`,
  enquiryNotes: (id: string) => `${API_PREFIX}/enquiries/${encodeURIComponent(id)}/notes`,
} as const;

/** The dashboard's own screens (web routes), for links the API hands out. */
export const DASHBOARD_PATH = '/installer/dashboard';

/** The dashboard screen that opens a password reset link: `${RESET_PASSWORD_PATH}?token=...`. */
export const RESET_PASSWORD_PATH = '/installer/reset-password';

/** The session cookie the server sets on login. */
export const SESSION_COOKIE = 'installer_session';
