/** Toast and dialog texts of the dashboard (spec section 8 wording where it has one). */
export const TEXT = {
  clientSiteAdded: 'Client/Site added successfully!',
  addFailed: 'Failed to add client/site.',
  clientUpdated: 'Client updated successfully',
  clientUpdateFailed: 'Failed to update client.',
  clientDeleted: 'Client deleted successfully',
  clientDeleteFailed: 'Failed to delete client.',
  siteUpdated: 'Site updated successfully.',
  siteUpdateFailed: 'Site update failed.',
  siteDeleted: 'Site deleted successfully.',
  siteDeleteFailed: 'Failed to delete site.',
  confirmDeleteClient: 'Are you sure you want to delete this client? All of its sites will be deleted too.',
  confirmDeleteSite: 'Are you sure you want to delete this site?',
  unexpected: 'An unexpected error occurred',
  logoUploadFailed: 'Error uploading file. Please try again.',
  logoDeleteFailed: 'Error deleting logo. Please try again.',
  resetEmailFailed: 'Could not send the password reset email.',
} as const;
