import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { API, MESSAGES } from '@portfolio/contract';
import { signIn } from '@portfolio/testkit/api';
import { sql } from '@portfolio/testkit/db';
import { file, form, png } from '@portfolio/testkit/files';
import { ADMIN, SUPER_ADMIN, startServer, type TestServer } from '@portfolio/testkit/server';
import { adminLogin, createUser } from '@portfolio/testkit/users';

/**
 * The Trash, safely: Undo needs, at the time of the restore, the power the
 * removal needed; the orphan sweep leaves the Strapi admin panel's own logos (stored without a
 * Media Library row) alone.
 */
const HOUR = 3600_000;
const servers: TestServer[] = [];
afterAll(async () => {
  for (const server of servers.reverse()) await server.stop();
});

describe('restoring from the Trash', () => {
  it('a user whose removal power was revoked cannot undo their own removal; an admin still can', async () => {
    const server = await startServer();
    servers.push(server);
    const admin = await signIn(server.url, ADMIN.email, ADMIN.password);
    const remover = await createUser(admin, { 'remove-client': true });
    const added = await admin.post(
      API.addClient,
      form({ name: 'Revoked Undo', coverPhoto: file(await png(120, 60), 'logo.png', 'image/png') }),
    );
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const removed = await remover.agent.del(API.deleteClient, { clientId: added.body.client._id });
    expect(removed.status).toBe(200);

    expect((await admin.put(API.updatePowers(remover.id), { 'remove-client': false })).status).toBe(200);
    expect(await remover.agent.post(API.restoreTrash(removed.body.trashId))).toMatchObject({
      status: 403,
      body: { message: MESSAGES.cannotRestore },
    });
    expect((await admin.get(API.getClient('revoked undo'))).status).toBe(404);

    // Given back, the power brings the Undo back with it.
    expect((await admin.put(API.updatePowers(remover.id), { 'remove-client': true })).status).toBe(200);
    expect((await remover.agent.post(API.restoreTrash(removed.body.trashId))).status).toBe(200);
    expect((await admin.get(API.getClient('revoked undo'))).status).toBe(200);
  }, 240_000);
});

describe('orphan sweep', () => {
  it("keeps the admin panel's project-settings logos, which have no Media Library row", async () => {
    const first = await startServer({ ORPHAN_SWEEP_INTERVAL_MINUTES: '0' });
    servers.push(first);
    const { token } = await adminLogin(first.url, SUPER_ADMIN.email, SUPER_ADMIN.password);
    const settings = new FormData();
    settings.append('menuLogo', new Blob([await png(64, 64, '#aa3311')], { type: 'image/png' }), 'menu-logo.png');
    const saved = await fetch(`${first.url}/admin/project-settings`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: settings,
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const { menuLogo } = await (
      await fetch(`${first.url}/admin/project-settings`, { headers: { authorization: `Bearer ${token}` } })
    ).json();
    const logo = path.join(first.publicDir, menuLogo.url);
    expect(fs.existsSync(logo)).toBe(true);
    await first.kill();

    // Both over an hour old: the admin's logo, and a stray file nothing knows (a write cut short:
    // journalled and stored, the process died before its row).
    const uploads = path.join(first.publicDir, 'uploads');
    const stray = path.join(uploads, 'stray_0123456789.png');
    fs.writeFileSync(stray, await png(8, 8));
    const old = new Date(Date.now() - 2 * HOUR);
    const journal = 'insert into installer_upload_journal (name, written_at) values (?, ?)';
    await sql(first, journal, ['stray_0123456789.png', old.getTime()]);
    for (const f of [logo, stray]) fs.utimesSync(f, old, old);

    const second = await startServer({ ORPHAN_SWEEP_INTERVAL_MINUTES: '0' }, first);
    servers.push(second);
    // The sweep on start has run once the stray is gone.
    for (const deadline = Date.now() + 60_000; fs.existsSync(stray) && Date.now() < deadline; )
      await new Promise((r) => setTimeout(r, 100));
    expect(fs.existsSync(stray)).toBe(false);
    expect(fs.existsSync(logo)).toBe(true);
    expect((await fetch(second.url + menuLogo.url)).status).toBe(200);
  }, 300_000);
});
