import fs from 'node:fs';

/** Debian's nginx (apt-get install nginx), which the topology run starts as a plain process. */
export const NGINX_BIN = process.env.NGINX_BIN || '/usr/sbin/nginx';
export const hasNginx = () => fs.existsSync(NGINX_BIN);
