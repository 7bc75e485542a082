import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@portfolio/contract';
import { Agent, signIn } from '@portfolio/testkit/api';
import { openDatabase } from '@portfolio/testkit/db';
import { existsOnDisk, file, form, png, uploadedFiles } from '@portfolio/testkit/files';
import { ADMIN, startServer, type TestServer } from '@portfolio/testkit/server';

/**
 * The orphan sweep (services/orphan-sweep.ts) on start: what a write cut short leaves behind is
 * removed once it is over an hour old; everything something references, everything young, and
 * every file this installation did not write (its upload journal) stays. The "crash" is staged in
 * the database while the server is stopped: a post's file loses its link to the post, as when a
 * process dies between storing a file and saving its entry.
 */
const HOUR = 3600_000;
let first: TestServer;
let server: TestServer;

afterAll(async () => {
  await server?.stop();
  if (first) fs.rmSync(path.dirname(first.publicDir), { recursive: true, force: true });
});

interface Staged {
  url: string;
  id: number;
  /** The file and its responsive formats, as stored. */
  urls: string[];
}

const staged: Record<'kept' | 'orphanOld' | 'orphanUnlinked' | 'orphanYoung' | 'otherFolder' | 'otherType', Staged> =
  {} as any;
// Files without a row. Journalled (installer_upload_journal): this installation wrote them, so an old
// one is its garbage. Not journalled: another installation sharing the folder may have written it, so it stays.
const strays = {
  old: 'stray_0123456789.png',
  young: 'young_9876543210.png',
  foreign: 'notes-from-someone.png',
  unjournalled: 'other_0123456789.png',
};

beforeAll(async () => {
  first = await startServer({ ORPHAN_SWEEP_INTERVAL_MINUTES: '0' });
  const admin = await signIn(first.url, ADMIN.email, ADMIN.password);
  for (const [i, key] of (
    Object.keys({ kept: 0, orphanOld: 0, orphanUnlinked: 0, orphanYoung: 0, otherFolder: 0, otherType: 0 }) as Array<
      keyof typeof staged
    >
  ).entries()) {
    const res = await admin.post(
      API.posts('press'),
      form({
        title: `Sweep ${key}`,
        desc: 'Staged',
        nav: 'https://example.com',
        img: file(
          await png(400, 300, ['#aa3311', '#33aa11', '#aa11aa', '#1133aa', '#aaaa11', '#11aaaa'][i]),
          `${key}.png`,
        ),
      }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    staged[key] = { url: res.body.post.img, id: 0, urls: [] };
  }
  await first.kill();

  const db = openDatabase(first);
  try {
    for (const entry of Object.values(staged)) {
      const row = await db('files').where({ url: entry.url }).first();
      entry.id = row.id;
      const formats = typeof row.formats === 'string' ? JSON.parse(row.formats) : (row.formats ?? {});
      entry.urls = [row.url, ...Object.values(formats).map((f: any) => f.url)];
    }
    const old = (await db('files').where({ id: staged.kept.id }).first()).created_at;
    // Stored the way the database stores it: milliseconds on SQLite, a timestamp on PostgreSQL.
    const twoHoursAgo = typeof old === 'number' ? Date.now() - 2 * HOUR : new Date(Date.now() - 2 * HOUR);
    const detached = [
      staged.orphanOld.id,
      staged.orphanUnlinked.id,
      staged.orphanYoung.id,
      staged.otherFolder.id,
      staged.otherType.id,
    ];
    await db('files_related_mph').whereIn('file_id', detached).delete();
    await db('files')
      .whereIn('id', [
        staged.kept.id,
        staged.orphanOld.id,
        staged.orphanUnlinked.id,
        staged.otherFolder.id,
        staged.otherType.id,
      ])
      .update({ created_at: twoHoursAgo });
    // Killed between Strapi's two statements: the row (with its folderPath) is in, its folder link is not.
    await db('files_folder_lnk').where({ file_id: staged.orphanUnlinked.id }).delete();
    // A super-admin's own Media Library upload, outside the dashboard's folders.
    await db('files_folder_lnk').where({ file_id: staged.otherFolder.id }).delete();
    await db('files').where({ id: staged.otherFolder.id }).update({ folder_path: '/' });
    // Used by another content type's media field (a page's hero image; the Trash's items alike).
    await db('files_related_mph').insert({
      file_id: staged.otherType.id,
      related_id: 1,
      related_type: 'api::page.page',
      field: 'hero',
      order: 1,
    });
    // Journalled, then stored, and the process died before the row.
    await db('installer_upload_journal').insert([
      { name: strays.old, written_at: Date.now() - 2 * HOUR },
      { name: strays.young, written_at: Date.now() },
    ]);
  } finally {
    await db.destroy();
  }
  // Files in storage that no row knows (the process died after storing, before the row).
  const uploads = path.join(first.publicDir, 'uploads');
  fs.writeFileSync(path.join(uploads, strays.old), await png());
  fs.utimesSync(path.join(uploads, strays.old), new Date(Date.now() - 2 * HOUR), new Date(Date.now() - 2 * HOUR));
  fs.writeFileSync(path.join(uploads, strays.young), await png());
  for (const name of [strays.foreign, strays.unjournalled]) {
    fs.writeFileSync(path.join(uploads, name), await png());
    fs.utimesSync(path.join(uploads, name), new Date(Date.now() - 2 * HOUR), new Date(Date.now() - 2 * HOUR));
  }

  server = await startServer({ ORPHAN_SWEEP_INTERVAL_MINUTES: '0' }, first);
  // The sweep runs right after start, without holding it up: wait for its last step.
  const deadline = Date.now() + 60_000;
  while (uploadedFiles(server.publicDir).includes(strays.old) && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 200));
}, 240_000);

describe('orphan sweep on start', () => {
  it('removes an unreferenced dashboard upload older than an hour: its row and every stored format', async () => {
    const db = openDatabase(server);
    try {
      expect(await db('files').where({ id: staged.orphanOld.id }).first()).toBeUndefined();
    } finally {
      await db.destroy();
    }
    expect(staged.orphanOld.urls.length).toBeGreaterThan(1);
    expect(staged.orphanOld.urls.filter((u) => existsOnDisk(server.publicDir, u))).toEqual([]);
  });

  it('removes an old upload whose folder link a kill cut off (its folderPath names a dashboard folder)', async () => {
    const db = openDatabase(server);
    try {
      expect(await db('files').where({ id: staged.orphanUnlinked.id }).first()).toBeUndefined();
    } finally {
      await db.destroy();
    }
    expect(staged.orphanUnlinked.urls.filter((u) => existsOnDisk(server.publicDir, u))).toEqual([]);
  });

  it('removes a journalled file over an hour old that no row knows; young and never written ones stay', async () => {
    const files = uploadedFiles(server.publicDir);
    expect(files).not.toContain(strays.old);
    expect(files).toContain(strays.young);
    expect(files).toContain(strays.foreign);
    expect(files).toContain(strays.unjournalled);
    const db = openDatabase(server);
    try {
      // The removed file's journal entry went with it; the young one's stays.
      const entries = await db('installer_upload_journal').whereIn('name', [strays.old, strays.young]).select('name');
      expect(entries.map((r) => r.name)).toEqual([strays.young]);
    } finally {
      await db.destroy();
    }
  });

  it('keeps what is referenced, young, or outside the dashboard folders', async () => {
    const db = openDatabase(server);
    try {
      for (const key of ['kept', 'orphanYoung', 'otherFolder', 'otherType'] as const) {
        expect(await db('files').where({ id: staged[key].id }).first(), key).toBeDefined();
        expect(
          staged[key].urls.filter((u) => !existsOnDisk(server.publicDir, u)),
          key,
        ).toEqual([]);
      }
    } finally {
      await db.destroy();
    }
    const press = (await new Agent(server.url).get(API.posts('press'))).body as Array<{ title: string; img: string }>;
    const kept = press.find((p) => p.title === 'Sweep kept');
    expect(kept?.img).toBe(staged.kept.url);
    expect((await fetch(server.url + kept!.img)).status).toBe(200);
  });
});
