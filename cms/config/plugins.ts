import path from 'path';

export default ({ env }) => ({
  // This file runs from dist/config, so the compiled plugin sits at dist/src/plugins/installer.
  installer: { enabled: true, resolve: path.join(__dirname, '..', 'src', 'plugins', 'installer') },
  'users-permissions': { config: { jwtSecret: env('JWT_SECRET') } },
  upload: {
    config: {
      sizeLimit: 100 * 1024 * 1024,
      breakpoints: { xlarge: 1920, large: 1000, medium: 750, small: 500, xsmall: 64 },
    },
  },
});
