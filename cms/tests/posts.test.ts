import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, LIMITS, MESSAGES, POST_KINDS, type PostKind } from '@portfolio/contract';
import { Agent, signIn } from '@portfolio/testkit/api';
import {
  MB,
  bigPng,
  existsOnDisk,
  inTrashOnDisk,
  fakePng,
  file,
  form,
  gif,
  jpeg,
  png,
  svg,
  uploadedFiles,
  webp,
} from '@portfolio/testkit/files';
import { ADMIN, startServer, type TestServer } from '@portfolio/testkit/server';

let server: TestServer;
let admin: Agent;
let anonymous: Agent;

beforeAll(async () => {
  server = await startServer();
  admin = await signIn(server.url, ADMIN.email, ADMIN.password);
  anonymous = new Agent(server.url);
});
afterAll(() => server?.stop());

const list = async (kind: PostKind) => {
  const res = await anonymous.get(API.posts(kind));
  expect(res.status).toBe(200);
  return res.body as any[];
};

const allPosts = async () => Object.fromEntries(await Promise.all(POST_KINDS.map(async (k) => [k, await list(k)])));

const expectRefused = async (
  request: () => Promise<{ status: number; body: any }>,
  status: number,
  message: string | RegExp,
) => {
  const before = await allPosts();
  const filesBefore = uploadedFiles(server.publicDir);
  const res = await request();
  expect(res.status).toBe(status);
  if (typeof message === 'string') expect(res.body).toEqual({ message });
  else expect(res.body.message).toMatch(message);
  expect(await allPosts()).toEqual(before);
  expect(uploadedFiles(server.publicDir)).toEqual(filesBefore);
};

const postForm = async (kind: PostKind, overrides: Record<string, any> = {}) =>
  form({
    title: 'Title',
    desc: 'Description',
    ...(kind === 'press' ? { nav: 'press-release' } : {}),
    img: file(await jpeg(80, 60), 'img.jpg'),
    ...overrides,
  });

for (const kind of POST_KINDS) {
  describe(`/${kind}`, () => {
    let first: any;

    it('lists nothing at first', async () => {
      expect(await list(kind)).toEqual([]);
    });

    it('creates a post with trimmed text and its image', async () => {
      const res = await admin.post(
        API.posts(kind),
        await postForm(kind, {
          title: '  First post ',
          desc: ' Hello world  ',
          nav: kind === 'press' ? '  Press-Release ' : 'ignored',
        }),
      );
      expect(res.status).toBe(201);
      expect(res.body.message).toBe('Post created successfully!');
      first = res.body.post;
      const expected: Record<string, unknown> = {
        _id: expect.any(String),
        title: 'First post',
        desc: 'Hello world',
        img: expect.stringMatching(/^\/uploads\/[\w.-]+\.jpg$/),
        createdAt: expect.any(String),
      };
      if (kind === 'press') expected.nav = 'press-release';
      expect(first).toMatchObject(expected);
      if (kind !== 'press') expect(first).not.toHaveProperty('nav');
      expect(Number.isNaN(Date.parse(first.createdAt))).toBe(false);
      expect(first.imgFormats).toMatchObject({ url: first.img, width: 80, height: 60 });
      expect(existsOnDisk(server.publicDir, first.img)).toBe(true);
    });

    it('accepts PNG, GIF and WebP images and lists newest first', async () => {
      const made = [];
      for (const img of [file(await png(), 'a.png'), file(await gif(), 'b.gif'), file(await webp(), 'c.webp')]) {
        const res = await admin.post(API.posts(kind), await postForm(kind, { title: `Post ${made.length + 2}`, img }));
        expect(res.status).toBe(201);
        made.push(res.body.post);
      }
      expect((await list(kind)).map((p) => p.title)).toEqual(['Post 4', 'Post 3', 'Post 2', 'First post']);
    });

    it('updates the text and keeps the image when none is sent', async () => {
      const res = await admin.put(
        API.post(kind, first._id),
        form({ title: 'Renamed', desc: 'New text', ...(kind === 'press' ? { nav: 'News' } : {}) }),
      );
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Post updated successfully!');
      expect(res.body.post).toMatchObject({
        _id: first._id,
        title: 'Renamed',
        desc: 'New text',
        img: first.img,
        createdAt: first.createdAt,
        ...(kind === 'press' ? { nav: 'news' } : {}),
      });
      expect(existsOnDisk(server.publicDir, first.img)).toBe(true);
    });

    it('replaces the image and deletes the old file', async () => {
      const res = await admin.put(
        API.post(kind, first._id),
        await postForm(kind, { title: 'Renamed', img: file(await png(30, 20), 'new.png') }),
      );
      expect(res.status).toBe(200);
      expect(res.body.post.img).not.toBe(first.img);
      expect(existsOnDisk(server.publicDir, first.img)).toBe(false);
      expect(existsOnDisk(server.publicDir, res.body.post.img)).toBe(true);
      first = res.body.post;
    });

    describe('refuses, changing nothing', () => {
      const cases: Array<[string, Record<string, any>, string]> = [
        ['a missing title', { title: '  ' }, MESSAGES.required('Title')],
        [
          'a title of 201 characters',
          { title: 'x'.repeat(LIMITS.titleMax + 1) },
          MESSAGES.tooLong('Title', LIMITS.titleMax),
        ],
        ['a missing description', { desc: '' }, MESSAGES.required('Description')],
        [
          'a description of 1001 characters',
          { desc: 'x'.repeat(LIMITS.descMax + 1) },
          MESSAGES.tooLong('Description', LIMITS.descMax),
        ],
        ['a missing image', { img: undefined }, MESSAGES.imageRequired],
      ];
      if (kind === 'press') {
        cases.push(
          ['a missing nav', { nav: ' ' }, MESSAGES.required('Nav')],
          ['a nav of 51 characters', { nav: 'x'.repeat(LIMITS.navMax + 1) }, MESSAGES.tooLong('Nav', LIMITS.navMax)],
        );
      }
      for (const [label, overrides, message] of cases) {
        it(`creating with ${label}`, async () => {
          await expectRefused(async () => admin.post(API.posts(kind), await postForm(kind, overrides)), 400, message);
        });
      }

      it('titles that only fit once trimmed are accepted', async () => {
        const res = await admin.post(
          API.posts(kind),
          await postForm(kind, { title: `  ${'t'.repeat(LIMITS.titleMax)}  ` }),
        );
        expect(res.status).toBe(201);
        await admin.del(API.post(kind, res.body.post._id));
      });

      it('updating with an invalid title', async () => {
        await expectRefused(
          () =>
            admin.put(API.post(kind, first._id), form({ title: 'x'.repeat(LIMITS.titleMax + 1), desc: 'd', nav: 'n' })),
          400,
          MESSAGES.tooLong('Title', LIMITS.titleMax),
        );
      });

      it('an image that is not an image', async () => {
        await expectRefused(
          async () => admin.post(API.posts(kind), await postForm(kind, { img: file(fakePng(), 'x.png', 'image/png') })),
          415,
          'Image must be a JPG, PNG, GIF, WebP file.',
        );
      });

      it('an SVG image (posts take JPG, PNG, GIF or WebP)', async () => {
        await expectRefused(
          async () => admin.post(API.posts(kind), await postForm(kind, { img: file(svg(), 'x.svg') })),
          415,
          'Image must be a JPG, PNG, GIF, WebP file.',
        );
      });

      it('an image over 5MB', async () => {
        await expectRefused(
          async () =>
            admin.put(API.post(kind, first._id), await postForm(kind, { img: file(bigPng(5 * MB + 1), 'x.png') })),
          413,
          'Image must be smaller than 5MB.',
        );
      });

      it('unknown ids, and ids of another kind', async () => {
        const otherKind = POST_KINDS.find((k) => k !== kind)!;
        await expectRefused(
          async () => admin.put(API.post(kind, 'no-such-post'), await postForm(kind)),
          404,
          'Post not found.',
        );
        await expectRefused(() => admin.del(API.post(kind, 'no-such-post')), 404, 'Post not found.');
        await expectRefused(() => admin.del(API.post(otherKind, first._id)), 404, 'Post not found.');
      });

      it('a caller who is not signed in', async () => {
        await expectRefused(
          async () => anonymous.post(API.posts(kind), await postForm(kind)),
          401,
          MESSAGES.notSignedIn,
        );
      });
    });

    it('moves a post and its image to the Trash; delete for ever removes the image', async () => {
      const res = await admin.del(API.post(kind, first._id));
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'Post deleted successfully!', trashId: expect.any(String) });
      // In the Trash the image is out of public reach, kept for a restore.
      expect(existsOnDisk(server.publicDir, first.img)).toBe(false);
      expect(inTrashOnDisk(server.publicDir, first.img)).toBe(true);
      expect((await admin.del(API.trashItem(res.body.trashId))).status).toBe(200);
      expect(existsOnDisk(server.publicDir, first.img)).toBe(false);
      expect(inTrashOnDisk(server.publicDir, first.img)).toBe(false);
      expect((await list(kind)).map((p) => p._id)).not.toContain(first._id);
    });
  });
}
