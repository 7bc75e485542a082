import { apiPath } from './api-routes';
import type { CurrentUser, MessageResponse } from './types';

/**
 * Two-factor sign-in for staff: authenticator codes (RFC 6238 TOTP) and single-use
 * recovery codes. The server and the dashboard share these numbers, paths and messages.
 */
export const TWO_FACTOR = {
  /** RFC 6238 defaults, the ones every authenticator app reads from an otpauth:// URL. */
  algorithm: 'SHA1',
  digits: 6,
  periodSeconds: 30,
  /** Codes of one time step before or after the server's clock are accepted too. */
  driftSteps: 1,
  /** Random bytes of a new secret (160 bits, RFC 4226's recommendation); 32 base32 letters. */
  secretBytes: 20,
  /** Wrong codes that end a sign-in attempt (the user signs in with the password again). */
  maxCodeFailures: 5,
  /** How long the step between the password and the code may take. */
  pendingMinutes: 5,
  recoveryCodeCount: 10,
  /** Letters of one recovery code (base32: 80 bits), shown in groups of four. */
  recoveryCodeLength: 16,
} as const;

/** The short-lived cookie that carries a sign-in from the password to the code step; it grants nothing else. */
export const TWO_FACTOR_PENDING_COOKIE = 'installer_2fa_pending';

export const TWO_FACTOR_API = {
  /** GET: the signed-in user's two-factor state. */
  status: apiPath('two-factor.status'),
  setup: apiPath('two-factor.setup'),
  enable: apiPath('two-factor.enable'),
  disable: apiPath('two-factor.disable'),
  recoveryCodes: apiPath('two-factor.recoveryCodes'),
  /** PUT (status users): the site setting requiring two-factor for status users. */
  policy: apiPath('two-factor.policy'),
  reset: (id: string) => apiPath('two-factor.reset', { id }),
  /** The second step of the sign-in: `{ code }` or `{ recoveryCode }` with the pending cookie. */
  login: apiPath('two-factor.login'),
} as const;

export const TWO_FACTOR_MESSAGES = {
  codeRequired: 'Please enter the 6-digit code from your authenticator app.',
  codeFormat: 'The code is the 6 digits your authenticator app shows.',
  recoveryCodeRequired: 'Please enter one of your recovery codes.',
  oneOfCodeOrRecovery: 'Send either a code or a recovery code.',
  codeWrong: 'That code is not correct. Check the time on your phone and try the newest code.',
  codeUsed: 'That code was already used. Wait for the next one and try again.',
  recoveryCodeWrong: 'That recovery code is not correct or was already used.',
  tooManyCodes: 'Too many wrong codes. Please sign in again.',
  attemptExpired: 'Your sign-in took too long or has ended. Please sign in again.',
  codeNeeded: 'Enter the code from your authenticator app.',
  passwordRequired: 'Please enter your current password.',
  notConfigured: 'Two-factor sign-in is not available: the server has no TWO_FACTOR_KEY. Ask the site operator.',
  alreadyOn: 'Two-factor sign-in is already on. Turn it off first to set it up again.',
  noSetup: 'Start the setup first: a new secret is needed.',
  notOn: 'Two-factor sign-in is not on for this account.',
  enabled: 'Two-factor sign-in is on. Keep your recovery codes somewhere safe.',
  disabled: 'Two-factor sign-in is off.',
  requiredCannotDisable:
    'Two-factor sign-in is required for admins on this site, so it cannot be turned off. Make new recovery codes or ask another admin to reset it.',
  recoveryCodesMade: 'New recovery codes made. The old ones no longer work.',
  setupFirst: 'Two-factor sign-in is required for admins. Set it up to continue.',
  resetOwn: 'Turn off your own two-factor sign-in under My Account.',
  reset: (email: string) => `Two-factor sign-in of ${email} was reset. They have been told by email.`,
  userNotOn: (email: string) => `${email} does not use two-factor sign-in.`,
  policyValueInvalid: 'Send { "requireForAdmins": true } or { "requireForAdmins": false }.',
  policyNeedsOwn: 'Turn on two-factor sign-in for your own account before requiring it for all admins.',
  policyOn: 'Two-factor sign-in is now required for admins. Admins without it set it up at their next sign-in.',
  policyOff: 'Two-factor sign-in is no longer required for admins.',
  recoveryCodesShownOnce:
    'Save these recovery codes now: they are shown only once. Each one signs you in once if you lose your phone.',
  resetConfirm: (email: string) =>
    `Turn off two-factor sign-in for ${email}? Their authenticator app and recovery codes stop working, their sessions end, and they are told by email.`,
  recoveryCodesLow: (left: number) =>
    left === 0
      ? 'You have no recovery codes left. Make a new set under My Account.'
      : `You have ${left} recovery code${left === 1 ? '' : 's'} left. Make a new set under My Account.`,
  /** My Account's turn-off: too many wrong codes or recovery codes for this account within the window (429). */
  tooManyCodeAttempts:
    'Too many wrong codes. Please try again later, or ask an admin to reset your two-factor sign-in.',
} as const;

/** GET /user/2fa. */
export interface TwoFactorStatus {
  enabled: boolean;
  /** Unused recovery codes (0 when two-factor is off). */
  recoveryCodesLeft: number;
  /** The site requires two-factor for status users. */
  requiredForAdmins: boolean;
}

/** POST /user/2fa/setup: the secret to type and the otpauth:// URL the QR code holds. */
export interface TwoFactorSetupResponse {
  secret: string;
  otpauthUrl: string;
}

/** POST /user/2fa/enable and /user/2fa/recovery-codes: shown once, stored hashed. */
export interface RecoveryCodesResponse extends MessageResponse {
  recoveryCodes: string[];
}

/** POST /user/login for a user with two-factor: no session yet, only the pending cookie. */
export interface TwoFactorRequiredResponse extends MessageResponse {
  twoFactorRequired: true;
}

/** POST /user/login/2fa. `recoveryCodesLeft` after a recovery code was used. */
export interface TwoFactorLoginResponse extends MessageResponse {
  user: CurrentUser;
  recoveryCodesLeft?: number;
}

/** Codes are typed with spaces or dashes at times; the server and the screen read digits only. */
export const normalizeTotpCode = (raw: string) => raw.replace(/[\s-]/g, '');
export const isTotpCodeShape = (code: string) => new RegExp(`^\\d{${TWO_FACTOR.digits}}$`).test(code);

/** Recovery codes are compared without dashes, spaces or letter case. */
export const normalizeRecoveryCode = (raw: string) => raw.replace(/[\s-]/g, '').toUpperCase();
