import type { Core } from '@strapi/strapi';
import { CAREER_LIMITS, ENQUIRY_RETENTION, TRASH } from '@portfolio/contract';

/** Attempts allowed per email and per client IP within a window. */
export interface WindowLimit {
  perEmail: number;
  perIp: number;
  windowMinutes: number;
}

/**
 * The installer plugin's settings. cms/config/plugins.ts maps the environment onto them (the one
 * place environment variables are read, docs/configuration.md); a setting left undefined there takes
 * the default below. Read them with `installerConfig(strapi)` (or `strapi.plugin('installer').config(key)`).
 */
export interface InstallerConfig {
  /** PUBLIC_URL as set ('' when unset); production refuses to start without it (register.ts). */
  publicUrl: string;
  /** ALLOWED_ORIGINS: other origins whose pages may send state-changing /api/v1 requests. */
  allowedOrigins: string[];
  /** INSTALLER_ADMIN_EMAIL / INSTALLER_ADMIN_PASSWORD: the first dashboard admin ('' password: generated). */
  installerAdmin: { email: string; password: string };
  /** ADMIN_EMAIL / ADMIN_PASSWORD / ALLOW_ADMIN_REGISTRATION: the Strapi super-admin. */
  superAdmin: { email: string; password: string; allowRegistration: boolean };
  /** SEED_DEMO: 'true', 'false' or '' (demo content in development only). */
  seedDemo: string;
  /** TWO_FACTOR_KEY: 32 bytes of base64 or 64 hex digits ('' : two-factor unavailable). */
  twoFactorKey: string;
  /** SMTP_HOST set: mails go out; otherwise they are logged. */
  smtpConfigured: boolean;
  /** MAIL_RETRY_SECONDS: the first retry delay of a failed mail. */
  mailRetrySeconds: number;
  /** SESSION_IDLE_HOURS: hours a dashboard session may go unused. */
  sessionIdleHours: number;
  /** TRASH_RETENTION_DAYS / APPLICATION_RETENTION_DAYS (decimals allowed). */
  trashRetentionDays: number;
  applicationRetentionDays: number;
  /** ENQUIRY_RETENTION_MONTHS: closed enquiries are deleted this many whole months after they were closed. */
  enquiryRetentionMonths: number;
  /** TRASH_PURGE_CRON / APPLICATION_PURGE_CRON / ENQUIRY_PURGE_CRON: cron rules of the purge jobs. */
  trashPurgeCron: string;
  applicationPurgeCron: string;
  enquiryPurgeCron: string;
  /** CERTIFICATE_REMINDER_CRON: the certificate register's job (expiry reminders), company time. */
  certificateReminderCron: string;
  /**
   * TEST_CLOCK=true (tests only: a warning is logged at start): status users may set the server's clock (PUT
   * /api/v1/testing/clock).
   */
  testClock: boolean;
  /** ORPHAN_SWEEP_INTERVAL_MINUTES (0: on start only) / ORPHAN_SWEEP_MIN_AGE_MINUTES (uploads younger are kept). */
  orphanSweepMinutes: number;
  orphanSweepMinAgeMinutes: number;
  /** ORPHAN_SWEEP_MAX_PERCENT: a sweep removing more of the store than this (and over 20 files) removes nothing. */
  orphanSweepMaxPercent: number;
  /** IMAGE_JOBS: image jobs at a time per process. */
  imageJobs: number;
  /** RESPONSE_CACHE_MB / PAGE_CACHE_MB: per-process budgets of the response and page caches. */
  responseCacheMb: number;
  pageCacheMb: number;
  /** LOGIN_*, RESET_*, ENQUIRY_*, APPLICATION_* (MAX_PER_EMAIL, MAX_PER_IP, WINDOW_MINUTES). */
  limits: { login: WindowLimit; reset: WindowLimit; enquiry: WindowLimit; application: WindowLimit };
}

const defaults: InstallerConfig = {
  publicUrl: '',
  allowedOrigins: [],
  installerAdmin: { email: 'admin@example.com', password: '' },
  superAdmin: { email: '', password: '', allowRegistration: false },
  seedDemo: '',
  twoFactorKey: '',
  smtpConfigured: false,
  mailRetrySeconds: 60,
  sessionIdleHours: 12,
  trashRetentionDays: TRASH.retentionDays,
  applicationRetentionDays: CAREER_LIMITS.retentionDays,
  enquiryRetentionMonths: ENQUIRY_RETENTION.closedMonths,
  trashPurgeCron: '0 * * * *',
  applicationPurgeCron: '30 * * * *',
  enquiryPurgeCron: '45 * * * *',
  certificateReminderCron: '5 0,8 * * *',
  testClock: false,
  orphanSweepMinutes: 60,
  orphanSweepMinAgeMinutes: 60,
  orphanSweepMaxPercent: 10,
  imageJobs: 2,
  responseCacheMb: 32,
  pageCacheMb: 32,
  limits: {
    // design.md: more than 10 failures per email or 100 per IP within 15 minutes answer 429.
    login: { perEmail: 10, perIp: 100, windowMinutes: 15 },
    reset: { perEmail: 5, perIp: 20, windowMinutes: 60 },
    enquiry: { perEmail: 5, perIp: 100, windowMinutes: 60 },
    application: { perEmail: 3, perIp: 10, windowMinutes: 60 },
  },
};

const fail = (key: string, what: string) => {
  throw new Error(`installer.${key} must be ${what}.`);
};
const checkNumber = (key: string, value: unknown, min: number, exclusive: boolean) => {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < min || (exclusive && value === min))
    fail(key, `a number ${exclusive ? 'above' : 'of at least'} ${min}`);
};

const validator = (config: InstallerConfig) => {
  const crons = ['trashPurgeCron', 'applicationPurgeCron', 'enquiryPurgeCron', 'certificateReminderCron'] as const;
  for (const key of ['publicUrl', 'seedDemo', 'twoFactorKey', ...crons] as const)
    if (typeof config[key] !== 'string') fail(key, 'a string');
  if (!Array.isArray(config.allowedOrigins) || config.allowedOrigins.some((origin) => typeof origin !== 'string'))
    fail('allowedOrigins', 'a list of origins');
  if (typeof config.testClock !== 'boolean') fail('testClock', 'true or false');
  if (!Number.isInteger(config.enquiryRetentionMonths) || config.enquiryRetentionMonths < 1)
    fail('enquiryRetentionMonths', 'a whole number of months, at least 1');
  for (const key of ['mailRetrySeconds', 'sessionIdleHours', 'applicationRetentionDays', 'imageJobs'] as const)
    checkNumber(key, config[key], 0, true);
  const sweep = ['orphanSweepMinutes', 'orphanSweepMinAgeMinutes', 'orphanSweepMaxPercent'] as const;
  for (const key of ['trashRetentionDays', ...sweep, 'responseCacheMb', 'pageCacheMb'] as const)
    checkNumber(key, config[key], 0, false);
  for (const [name, limit] of Object.entries(config.limits))
    for (const key of ['perEmail', 'perIp', 'windowMinutes'] as const)
      checkNumber(`limits.${name}.${key}`, limit[key], 0, true);
};

export default { default: defaults, validator };

/** The plugin's settings, defaults filled in. */
export const installerConfig = (strapi: Core.Strapi): InstallerConfig =>
  strapi.config.get('plugin::installer') as InstallerConfig;

/** A window limit as the rate limiter takes it: whole attempt counts and the window in milliseconds. */
export const limitsFor = (strapi: Core.Strapi, name: keyof InstallerConfig['limits']) => {
  const { perEmail, perIp, windowMinutes } = installerConfig(strapi).limits[name];
  return { perEmail: Math.ceil(perEmail), perIp: Math.ceil(perIp), windowMs: windowMinutes * 60_000 };
};
