/** Business constants and limits (spec section 9, design.md file rules). */
export const LIMITS = {
  maxPhotos: 10,
  minStartYear: 1900,
  titleMax: 200,
  descMax: 1000,
  navMax: 50,
  logoMaxBytes: 5 * 1024 * 1024,
  postImageMaxBytes: 5 * 1024 * 1024,
  photoMaxBytes: 10 * 1024 * 1024,
  videoMaxBytes: 100 * 1024 * 1024,
  passwordMin: 8,
  /** bcrypt reads only the first 72 bytes of a password (UTF-8). */
  passwordMaxBytes: 72,
  /** Width x height of an uploaded image (or an SVG's canvas) before it is decoded: 40 megapixels. */
  imageMaxPixels: 40_000_000,
  /** A password reset link works this long (ms). */
  resetTokenMs: 60 * 60 * 1000,
  /** Page size of the dashboard's paginated client and site cards. */
  dashboardPageSize: 24,
  /** Largest page size the dashboard's search endpoints accept. */
  dashboardPageMax: 100,
  emailMax: 254,
  textMax: 200,
  descriptionMax: 5000,
  /** Banner and toast timings of the dashboard (ms). */
  bannerMs: 3000,
  toastMs: 1500,
} as const;

export const currentYear = (): number => new Date().getFullYear();

/** Accepted file kinds, checked by content on the server and by extension/MIME in the browser. */
export const FILE_KINDS = {
  logo: {
    label: 'PNG, JPG, JPEG, SVG',
    extensions: ['png', 'jpg', 'jpeg', 'svg'],
    mimes: ['image/png', 'image/jpeg', 'image/svg+xml'],
    maxBytes: LIMITS.logoMaxBytes,
  },
  postImage: {
    label: 'JPG, PNG, GIF, WebP',
    extensions: ['jpg', 'jpeg', 'png', 'gif', 'webp'],
    mimes: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
    maxBytes: LIMITS.postImageMaxBytes,
  },
  photo: {
    label: 'JPG, PNG, WebP',
    extensions: ['jpg', 'jpeg', 'png', 'webp'],
    mimes: ['image/jpeg', 'image/png', 'image/webp'],
    maxBytes: LIMITS.photoMaxBytes,
  },
  video: {
    label: 'MP4, WebM, MOV',
    extensions: ['mp4', 'webm', 'mov'],
    mimes: ['video/mp4', 'video/webm', 'video/quicktime'],
    maxBytes: LIMITS.videoMaxBytes,
  },
} as const;
export type FileKind = keyof typeof FILE_KINDS;

/** Every user-visible validation message, in the spec's words where it has them (spec section 5). */
export const MESSAGES = {
  selectClient: 'Please select a client.',
  clientExists: 'Client already exists. Please select from existing clients.',
  clientNameRequired: 'Client name is required.',
  logoRequired: 'Please upload a client logo.',
  required: (label: string) => `${label} is required.`,
  photoRequired: 'Please upload at least one photo.',
  tooManyPhotos: `Can only upload max ${LIMITS.maxPhotos} photos`,
  emailPasswordRequired: 'Email and password are required',
  emailInvalid: 'Please enter a valid email address.',
  passwordTooShort: `Password must be at least ${LIMITS.passwordMin} characters.`,
  passwordTooLong: `Password must be at most ${LIMITS.passwordMaxBytes} bytes (${LIMITS.passwordMaxBytes} letters, fewer with accents or emoji).`,
  emailTaken: 'A user with this email already exists.',
  invalidLogo: 'Please select a valid image file (PNG, JPG, JPEG, SVG)',
  logoTooLarge: 'File size should be less than 5MB',
  confirmDeleteLogo: 'Are you sure you want to delete this client logo?',
  confirmDeletePost: 'Are you sure you want to delete this post?',
  confirmDeleteUser: 'Are you sure you want to delete this user?',
  missingSiteOrClient: 'Missing site or client information.',
  areaPositive: 'Area must be a positive number.',
  startYearRange: (max: number) => `Site Start Date must be a year between ${LIMITS.minStartYear} and ${max}.`,
  industryInvalid: 'Industry must be one of: educational, healthcare, bank, corporate, government.',
  stateInvalid: 'State must be one of the Indian states and union territories.',
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters.`,
  imageRequired: 'Image is required.',
  postDateInvalid: 'Date must be a real calendar date (YYYY-MM-DD).',
  invalidFile: (label: string, kinds: string) => `${label} must be a ${kinds} file.`,
  fileTooLarge: (label: string, mb: number) => `${label} must be smaller than ${mb}MB.`,
  /** Animated GIF, WebP or PNG: refused from the file's headers, before any frame is decoded. */
  animatedImage: (label: string) =>
    `${label} must be a still image: animated images (animated GIF, WebP or PNG) are not accepted. Please upload a still photo.`,
  tooManyPixels: (label: string) =>
    `${label} may be at most ${LIMITS.imageMaxPixels / 1_000_000} megapixels (for example 8000 × 5000 pixels).`,
  siteEndInvalid: 'Site end must be a valid date.',
  siteEndBeforeStart: 'The completion date cannot be before the start year.',
  siteEndInFuture: 'The completion date cannot be in the future.',
  siteEndIncomplete: 'Choose both the completion month and year.',
  /** A Completed project without its completion date (addClient, updateSite and the dashboard's forms). */
  siteEndRequired:
    'A completed project needs its completion date: choose the month and year it was completed, or mark it Ongoing.',
  keepPhotosInvalid: "keepPhotos must be a list of the site's existing photo paths.",
  unknownPower: (name: string) => `Unknown power: ${name}.`,
  powerValueInvalid: (name: string) => `Power ${name} must be true or false.`,
  notSignedIn: 'Please sign in.',
  /** The 401 of a session that ended because it went unused for SESSION_IDLE_HOURS; the sign-in screen shows it. */
  signedOutIdle: 'You were signed out after a period of inactivity. Please sign in again.',
  signedOutEverywhere: 'Signed out on every device.',
  /** /admin's first-admin registration while it is closed (no ALLOW_ADMIN_REGISTRATION). */
  adminRegistrationClosed:
    'Registering an administrator here is turned off. The first super-admin is created when the server starts, from ADMIN_EMAIL and ADMIN_PASSWORD (or with a generated password printed once in the server log).',
  forbidden: 'You do not have permission to do this.',
  invalidCredentials: 'Invalid email or password.',
  tooManyAttempts: 'Too many failed sign-in attempts. Please try again later.',
  tooManyPasswordAttempts: 'Too many wrong passwords. Please try again later.',
  passwordRequired: 'Please enter a new password.',
  passwordsDoNotMatch: 'The two new passwords do not match.',
  currentPasswordRequired: 'Please enter your current password.',
  currentPasswordWrong: 'The current password is not correct.',
  passwordUnchanged: 'The new password must be different from the current one.',
  passwordChanged: 'Password changed. Your other sessions have been signed out.',
  resetEmailRequired: 'Please enter your email address.',
  resetRequested:
    'If an account exists for that email, we have sent it a link to choose a new password. The link works for one hour.',
  resetTokenInvalid: 'This reset link is invalid, already used or expired. Please ask for a new one.',
  resetDone: 'Your password has been reset. Please sign in with the new password.',
  tooManyResetRequests: 'Too many password reset requests. Please try again later.',
  pageInvalid: 'page must be a whole number from 1.',
  pageSizeInvalid: `pageSize must be a whole number from 1 to ${LIMITS.dashboardPageMax}.`,
  searchTooLong: `The search must be at most ${LIMITS.textMax} characters.`,
  resetEmailSent: (email: string) => `A password reset email has been sent to ${email}.`,
  signInBusy: 'Too many sign-ins at once. Please try again in a moment.',
  nulCharacter: 'Text must not contain NUL characters.',
  passwordCheckBusy: 'The server is checking too many passwords at once. Please try again in a moment.',
  statusUpdated: 'Admin flag updated.',
  emailUpdated: 'Email updated.',
  statusValueInvalid: 'Send { "status": true } or { "status": false }.',
  ownStatus: 'You cannot remove your own admin flag.',
  lastStatusUser: 'The last admin cannot lose the admin flag.',
  userNotFound: 'User not found.',
  restored: 'Restored.',
  deletedForEver: 'Deleted for ever.',
  trashNotFound: 'This item is no longer in the Trash.',
  trashBusy: 'This item is being restored or deleted right now. Try again in a moment.',
  cannotRestore:
    'Only an admin, or the person who removed it while they may still remove such items, can restore this item.',
  restoreNameTaken: (name: string) =>
    `A client named "${name}" exists again. Rename or remove that client, then restore this one.`,
  restoreJobSlugTaken:
    "Another job opening uses this one's web address now. Remove that opening, then restore this one.",
  restoreClientGone: (name: string) => `The client "${name}" is no longer there. Restore the client first.`,
  unsavedChanges: 'You have unsaved changes. Leave this page and lose them?',
} as const;

/** The Trash: how long removed items stay before they are purged for ever. */
export const TRASH = {
  retentionDays: 30,
} as const;

/** Labels the "{Label} is required." messages use (spec section 5). */
export const SITE_LABELS = {
  siteName: 'Site Name',
  area: 'Area',
  industry: 'Industry',
  project_scope: 'Project Scope',
  state: 'State',
  site_start: 'Site Start Date',
} as const;
export type RequiredSiteField = keyof typeof SITE_LABELS;
export const REQUIRED_SITE_FIELDS = Object.keys(SITE_LABELS) as RequiredSiteField[];
