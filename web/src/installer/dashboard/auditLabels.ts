/** What each audit action reads as on the dashboard home ("who did what to which record"). */
const ACTIONS: Record<string, string> = {
  'client.create': 'Added client',
  'client.update': 'Changed client',
  'client.delete': 'Removed client',
  'site.create': 'Added site',
  'site.update': 'Changed site',
  'site.delete': 'Removed site',
  'logo.create': 'Uploaded logo',
  'logo.delete': 'Deleted logo',
  'post.create': 'Added post',
  'post.update': 'Changed post',
  'post.delete': 'Deleted post',
  'user.register': 'Added user',
  'user.delete': 'Deleted user',
  'user.updatePowers': 'Changed powers of',
  'user.changePassword': 'Changed own password',
  'user.resetPassword': 'Reset password of',
  'user.sendPasswordReset': 'Sent a reset email to',
  'user.enableTwoFactor': 'Turned on two-factor',
  'user.disableTwoFactor': 'Turned off two-factor',
  'user.newRecoveryCodes': 'Made new recovery codes',
  'user.resetTwoFactor': 'Reset two-factor of',
  'settings.requireTwoFactorForAdmins': 'Changed the two-factor requirement',
};

export const actionLabel = (action: string) => ACTIONS[action] ?? action;
