import { API_MESSAGES } from './api-messages';
import { TRASH } from './rules';

/**
 * What the dashboard says itself: its toasts and dialogs (spec section 8 wording where it has one),
 * and the fallbacks it shows when a failed request brought no message of the server's. Success
 * toasts are the server's own words (API_MESSAGES).
 */
export const DASHBOARD_TEXT = {
  clientSiteAdded: API_MESSAGES.clientSiteAdded,
  addFailed: 'Failed to add client/site.',
  clientUpdated: API_MESSAGES.clientUpdated,
  clientUpdateFailed: 'Failed to update client.',
  clientDeleted: API_MESSAGES.clientDeleted,
  clientDeleteFailed: 'Failed to delete client.',
  siteUpdated: API_MESSAGES.siteUpdated,
  siteUpdateFailed: 'Site update failed.',
  siteDeleted: API_MESSAGES.siteDeleted,
  siteDeleteFailed: 'Failed to delete site.',
  postCreated: API_MESSAGES.postCreated,
  postUpdated: API_MESSAGES.postUpdated,
  postDeleted: API_MESSAGES.postDeleted,
  postsFetchFailed: 'Failed to fetch posts',
  postSaveFailed: 'Failed to save post',
  postDeleteFailed: 'Failed to delete post',
  userRegistered: API_MESSAGES.userRegistered,
  confirmDeleteClient: 'Are you sure you want to delete this client? All of its sites will be deleted too.',
  confirmDeleteSite: 'Are you sure you want to delete this site?',
  unexpected: 'An unexpected error occurred',
  logoUploadFailed: 'Error uploading file. Please try again.',
  logoDeleteFailed: 'Error deleting logo. Please try again.',
  logoDeleted: 'Logo deleted.',
  postInTrash: (title: string) => `"${title}" deleted.`,
  inTrash: `Moved to the Trash for ${TRASH.retentionDays} days.`,
  undoFailed: 'Could not undo. Restore it from the Trash.',
  restoreFailed: 'Could not restore this item.',
  deleteForEverFailed: 'Could not delete this item.',
  confirmDeleteForEver: (label: string) => `Delete "${label}" and its files for ever? This cannot be undone.`,
  statusFailed: 'Could not change the admin flag.',
  emailFailed: 'Could not change the email.',
  resetEmailFailed: 'Could not send the password reset email.',
  jobSaveFailed: 'Could not save the opening. Please try again.',
  jobChangeFailed: 'Could not save the change. Please try again.',
  jobRemoveFailed: 'Could not remove the opening. Please try again.',
  applicationLoadFailed: 'Could not load this application.',
  enquiryLoadFailed: 'Could not load this enquiry.',
} as const;
