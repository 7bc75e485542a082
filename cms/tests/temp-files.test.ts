import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from './helpers/api';
import { png } from './helpers/files';
import { startServer, type TestServer } from './helpers/server';

/** formidable writes every uploaded part to the temp folder; none may stay behind. */
let server: TestServer;
let tmp: string;
beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-upload-tmp-'));
  server = await startServer({ TMPDIR: tmp });
});
afterAll(async () => {
  await server?.stop();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const leftovers = () => fs.readdirSync(tmp).filter((f) => !f.startsWith('strapi') && !f.startsWith('.'));

describe('temporary upload files', () => {
  it('are deleted when the access policy refuses a multipart request', async () => {
    const before = leftovers();
    const form = new FormData();
    form.append('name', 'anonymous upload');
    form.append('coverPhoto', new Blob([await png(400, 300)], { type: 'image/png' }), 'logo.png');
    const res = await new Agent(server.url).post('/api/v1/clients/addClient', form);
    expect(res.status).toBe(401);
    expect(leftovers()).toEqual(before);
  });
});
