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

export default ({ env }) => ({
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
