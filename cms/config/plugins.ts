import path from 'path';
import type { Core } from '@strapi/strapi';

type Env = Core.Config.Shared.ConfigParams['env'];

/**
 * Uploads go to <PUBLIC_DIR>/uploads by default. UPLOAD_PROVIDER=aws-s3 stores them in an
 * S3-compatible bucket instead (AWS S3, MinIO, Cloudflare R2...), so several cms instances share
 * files; the API then returns full URLs (S3_PUBLIC_URL, or the bucket's own URL).
 */
const s3Upload = (env: Env) => ({
  provider: 'aws-s3',
  providerOptions: {
    baseUrl: env('S3_PUBLIC_URL') || undefined,
    rootPath: env('S3_ROOT_PATH') || undefined,
    s3Options: {
      credentials: { accessKeyId: env('S3_ACCESS_KEY_ID'), secretAccessKey: env('S3_SECRET_ACCESS_KEY') },
      region: env('S3_REGION', 'us-east-1'),
      endpoint: env('S3_ENDPOINT') || undefined,
      forcePathStyle: env.bool('S3_FORCE_PATH_STYLE', !!env('S3_ENDPOINT')),
      params: { ACL: env('S3_ACL', 'public-read'), Bucket: env('S3_BUCKET') },
    },
  },
  actionOptions: { upload: {}, uploadStream: {}, delete: {} },
});

/**
 * Email through Strapi's email plugin with the nodemailer provider when SMTP_HOST is set. Without
 * it the installer's mailer logs each mail instead of sending it (and nodemailer's JSON transport
 * keeps the admin panel's test email from reaching for a local sendmail).
 */
const email = (env: Env) => ({
  config: {
    provider: 'nodemailer',
    providerOptions: env('SMTP_HOST')
      ? {
          host: env('SMTP_HOST'),
          port: env.int('SMTP_PORT', 587),
          secure: env.bool('SMTP_SECURE', env.int('SMTP_PORT', 587) === 465),
          ...(env('SMTP_USER') && { auth: { user: env('SMTP_USER'), pass: env('SMTP_PASSWORD') } }),
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 20_000,
        }
      : { jsonTransport: true },
    settings: {
      defaultFrom: env('SMTP_FROM', 'no-reply@localhost'),
      defaultReplyTo: env('SMTP_FROM', 'no-reply@localhost'),
    },
  },
});

/** A number from the environment when it is set and at least (or, `above`, more than) `min`; else undefined (the plugin's default). */
const numberFrom = (raw: string | undefined, min: number, above = false): number | undefined => {
  const n = Number(raw);
  return raw === undefined || raw === '' || !Number.isFinite(n) || n < min || (above && n === min) ? undefined : n;
};

/** Attempts per email and per IP within a window: <PREFIX>_MAX[_FAILURES]_PER_EMAIL, ..._PER_IP, <PREFIX>_WINDOW_MINUTES. */
const windowLimit = (env: Env, prefix: string, max = 'MAX') => ({
  perEmail: numberFrom(env(`${prefix}_${max}_PER_EMAIL`), 0, true),
  perIp: numberFrom(env(`${prefix}_${max}_PER_IP`), 0, true),
  windowMinutes: numberFrom(env(`${prefix}_WINDOW_MINUTES`), 0, true),
});

/**
 * bcrypt's cost for stored passwords (PASSWORD_HASH_ROUNDS, 4 to 15; default 10, Strapi's own). Each
 * round doubles a hash's and a sign-in's CPU; the test servers use 4, the tests of hashing itself 10.
 */
const passwordHashRounds = (env: Env) => {
  const rounds = numberFrom(env('PASSWORD_HASH_ROUNDS'), 4);
  return rounds !== undefined && Number.isInteger(rounds) && rounds <= 15 ? rounds : 10;
};

/**
 * The installer plugin's settings from the environment: the one place its variables are read
 * (docs/configuration.md). Unset or invalid values are undefined and take the plugin's defaults
 * (src/plugins/installer/server/src/config/index.ts).
 */
const installer = (env: Env) => ({
  publicUrl: env('PUBLIC_URL', '').trim(),
  allowedOrigins: env('ALLOWED_ORIGINS', '')
    .split(',')
    .map((entry: string) => entry.trim())
    .filter(Boolean),
  installerAdmin: {
    email: env('INSTALLER_ADMIN_EMAIL') || undefined,
    password: env('INSTALLER_ADMIN_PASSWORD') || undefined,
  },
  superAdmin: {
    email: env('ADMIN_EMAIL', '').trim(),
    password: env('ADMIN_PASSWORD', ''),
    allowRegistration: env('ALLOW_ADMIN_REGISTRATION', '').trim() === 'true',
  },
  seedDemo: env('SEED_DEMO', ''),
  twoFactorKey: env('TWO_FACTOR_KEY', '').trim(),
  smtpConfigured: !!env('SMTP_HOST', '').trim(),
  mailRetrySeconds: numberFrom(env('MAIL_RETRY_SECONDS'), 0, true),
  sessionIdleHours: numberFrom(env('SESSION_IDLE_HOURS', '').trim(), 0, true),
  trashRetentionDays: numberFrom(env('TRASH_RETENTION_DAYS'), 0),
  applicationRetentionDays: numberFrom(env('APPLICATION_RETENTION_DAYS'), 0, true),
  trashPurgeCron: env('TRASH_PURGE_CRON') || undefined,
  applicationPurgeCron: env('APPLICATION_PURGE_CRON') || undefined,
  enquiryRetentionMonths: numberFrom(env('ENQUIRY_RETENTION_MONTHS'), 1),
  enquiryPurgeCron: env('ENQUIRY_PURGE_CRON') || undefined,
  certificateReminderCron: env('CERTIFICATE_REMINDER_CRON') || undefined,
  // A settable clock for the test suites (which run NODE_ENV=production builds); warned about at start.
  testClock: env('TEST_CLOCK', '') === 'true',
  orphanSweepMinutes: numberFrom(env('ORPHAN_SWEEP_INTERVAL_MINUTES'), 0),
  orphanSweepMinAgeMinutes: numberFrom(env('ORPHAN_SWEEP_MIN_AGE_MINUTES'), 0),
  orphanSweepMaxPercent: numberFrom(env('ORPHAN_SWEEP_MAX_PERCENT'), 0),
  imageJobs: numberFrom(env('IMAGE_JOBS'), 1) && Math.floor(Number(env('IMAGE_JOBS'))),
  responseCacheMb: numberFrom(env('RESPONSE_CACHE_MB'), 0),
  pageCacheMb: numberFrom(env('PAGE_CACHE_MB'), 0),
  limits: {
    login: windowLimit(env, 'LOGIN', 'MAX_FAILURES'),
    reset: windowLimit(env, 'RESET'),
    enquiry: windowLimit(env, 'ENQUIRY'),
    application: windowLimit(env, 'APPLICATION'),
  },
});

export default ({ env }: { env: Env }) => ({
  email: email(env),
  // This file runs from dist/config, so the compiled plugin sits at dist/src/plugins/installer.
  installer: {
    enabled: true,
    resolve: path.join(__dirname, '..', 'src', 'plugins', 'installer'),
    config: installer(env),
  },
  'users-permissions': { config: { jwtSecret: env('JWT_SECRET'), passwordHashRounds: passwordHashRounds(env) } },
  upload: {
    config: {
      sizeLimit: 100 * 1024 * 1024,
      // `hd` 1100: a phone's full-width photo at 3x (a 390 px slot: 359 px x 3 = 1077) gets a WebP
      // rendition instead of the original.
      breakpoints: { xlarge: 1920, hd: 1100, large: 1000, medium: 750, small: 500, xsmall: 64 },
      ...(env('UPLOAD_PROVIDER', 'local') === 'aws-s3' ? s3Upload(env) : {}),
    },
  },
});
