import { apiPath } from './api-routes';
import type { PostKind } from './validate';

/** The paths the web fetch layer and the tests call, built from the route table (api-routes.ts). */
export const API = {
  getUser: apiPath('user.getUser'),
  login: apiPath('user.login'),
  register: apiPath('user.register'),
  logout: apiPath('user.logout'),
  logoutEverywhere: apiPath('user.logoutEverywhere'),
  getAllUsers: apiPath('user.getAllUsers'),
  deleteUser: (id: string) => apiPath('user.deleteUser', { id }),
  updatePowers: (id: string) => apiPath('user.updatePowers', { id }),
  updateStatus: (id: string) => apiPath('user.updateStatus', { id }),
  updateEmail: (id: string) => apiPath('user.updateEmail', { id }),
  changePassword: apiPath('account.changePassword'),
  forgotPassword: apiPath('account.forgotPassword'),
  resetPassword: apiPath('account.resetPassword'),
  sendPasswordReset: (id: string) => apiPath('account.sendPasswordReset', { id }),
  overview: apiPath('dashboard.overview'),
  searchClients: apiPath('dashboard.searchClients'),
  getClientSites: (name: string) => apiPath('dashboard.getClientSites', { name }),
  getClients: apiPath('clients.getClients'),
  getClient: (name: string) => apiPath('clients.getClient', { name }),
  addClient: apiPath('clients.addClient'),
  updateClient: (clientId: string) => apiPath('clients.updateClient', { clientId }),
  deleteClient: apiPath('clients.deleteClient'),
  updateSite: apiPath('clients.updateSite'),
  removeSite: apiPath('clients.removeSite'),
  logos: apiPath('logos.list'),
  uploadLogo: apiPath('logos.upload'),
  deleteLogo: (fileName: string) => apiPath('logos.remove', { fileName }),
  posts: (kind: PostKind) => apiPath(`${kind}.list`),
  post: (kind: PostKind, id: string) => apiPath(`${kind}.update`, { id }),
  trash: apiPath('trash.list'),
  trashItem: (id: string) => apiPath('trash.remove', { id }),
  restoreTrash: (id: string) => apiPath('trash.restore', { id }),
  /** POST: the public contact form (the only anonymous write); GET: the staff inbox. */
  enquiries: apiPath('enquiries.list'),
  enquiryFormToken: apiPath('enquiries.formToken'),
  enquiriesExport: apiPath('enquiries.exportCsv'),
  enquiry: (id: string) => apiPath('enquiries.findOne', { id }),
  enquiryNotes: (id: string) => apiPath('enquiries.addNote', { id }),
  enquiryReplies: (id: string) => apiPath('enquiries.reply', { id }),
} as const;

/** The dashboard's own screens (web routes), for links the API hands out. */
export const DASHBOARD_PATH = '/installer/dashboard';

/** The dashboard screen that opens a password reset link: `${RESET_PASSWORD_PATH}?token=...`. */
export const RESET_PASSWORD_PATH = '/installer/reset-password';

/** The session cookie the server sets on login. */
export const SESSION_COOKIE = 'installer_session';
