import path from 'path';

/**
 * Uploads go to <PUBLIC_DIR>/uploads by default. UPLOAD_PROVIDER=aws-s3 stores them in an
 * S3-compatible bucket instead (AWS S3, MinIO, Cloudflare R2...), so several cms instances share
 * files; the API then returns full URLs (S3_PUBLIC_URL, or the bucket's own URL).
 */
const s3Upload = (env) => ({
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
const email = (env) => ({
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

export default ({ env }) => ({
  email: email(env),
  // This file runs from dist/config, so the compiled plugin sits at dist/src/plugins/installer.
  installer: { enabled: true, resolve: path.join(__dirname, '..', 'src', 'plugins', 'installer') },
  'users-permissions': { config: { jwtSecret: env('JWT_SECRET') } },
  upload: {
    config: {
      sizeLimit: 100 * 1024 * 1024,
      breakpoints: { xlarge: 1920, large: 1000, medium: 750, small: 500, xsmall: 64 },
      ...(env('UPLOAD_PROVIDER', 'local') === 'aws-s3' ? s3Upload(env) : {}),
    },
  },
});
