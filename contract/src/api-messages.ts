/**
 * The dashboard API's own answers: success messages the dashboard shows as toasts (spec section 8
 * wording where it has one) and the refusals of its controllers and middlewares. The server sends
 * them, the dashboard shows them (or the same words when it must say them itself).
 */
export const API_MESSAGES = {
  signedIn: 'Signed in successfully.',
  signedOut: 'Signed out successfully.',
  userRegistered: 'User registered successfully.',
  userDeleted: 'User deleted successfully.',
  powersUpdated: 'Powers updated successfully.',
  clientSiteAdded: 'Client/Site added successfully!',
  clientUpdated: 'Client updated successfully.',
  clientDeleted: 'Client deleted successfully',
  siteUpdated: 'Site updated successfully.',
  siteDeleted: 'Site deleted successfully.',
  postCreated: 'Post created successfully!',
  postUpdated: 'Post updated successfully!',
  postDeleted: 'Post deleted successfully!',

  bodyNotObject: 'The request body must be a JSON object.',
  accountBlocked: 'This account is blocked.',
  ownAccount: 'You cannot delete your own account.',
  lastAdminAccount: 'The last admin account cannot be deleted.',
  powersBodyInvalid: 'Send an object of power names to true or false.',
  noPowerChanges: 'Send at least one power to change.',
  notFound: 'Not found.',
  clientNotFound: 'Client not found.',
  siteNotFound: 'Site not found.',
  postNotFound: 'Post not found.',
  logoNotFound: 'Logo not found.',
  logoNameInvalid: 'Logo name may only contain letters, numbers, spaces, hyphens, dots and underscores.',
  missingClient: 'Missing client information.',
  siteStatusInvalid: 'Site Status must be true (ongoing) or false (completed).',
  cannotChange: (label: string) => `You do not have permission to change ${label}.`,
  onlyOneFile: (label: string) => `Please send only one ${label} file.`,
  signInToUpload: 'Sign in to upload files.',
  crossSite: 'Cross-site request refused.',
  serverError: 'Something went wrong on our side. Please try again.',
  requestTooLarge: 'The request is too large.',
  badRequest: 'Bad request.',
  auditLogReadOnly: 'Audit log entries cannot be edited.',
} as const;
