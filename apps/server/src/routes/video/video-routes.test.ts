import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_VIDEO_BYTES, VIDEO_UPLOAD_MESSAGES } from '@codeyard/shared';
import { insertProblem } from '../../services/problems/problems.js';
import { sumProblem } from '../../testing/fixture-problem.js';
import { createTestApp, signInAsAdmin, signUp, type TestApp } from '../../testing/test-app.js';
import { fragmentedMp4, recordedWebm, smallMp4, smallWebm } from '../../testing/video-files.js';
import { multipartFile } from '../../testing/zip.js';

describe('editorial videos stored on this server', () => {
  let test: TestApp;
  let admin: string;
  let problemId: string;
  let now = Date.parse('2026-01-01T00:00:00Z');
  const mediaDirectory = () => path.join(test.config.dataDirectory, 'media');
  const storedFiles = () => (fs.existsSync(mediaDirectory()) ? fs.readdirSync(mediaDirectory()) : []);

  beforeAll(async () => {
    // Editorials are granted by an admin here, so "no access" can be tested.
    test = await createTestApp({ env: { EDITORIAL_ACCESS: 'granted', AUTH_RATE_LIMIT: '1000' }, clock: () => now });
    admin = await signInAsAdmin(test);
    problemId = await insertProblem(test.context.database, sumProblem(), test.context.clock());
  });
  afterAll(async () => {
    await test?.close();
  });

  const upload = (content: Buffer, fileName = 'editorial.mp4', cookie = admin, id = problemId) => {
    const body = multipartFile('file', fileName, content);
    return test.app.inject({
      method: 'POST',
      url: `/api/video/upload/${id}`,
      headers: { ...body.headers, cookie },
      payload: body.payload,
    });
  };
  const watch = (cookie: string) =>
    test.app.inject({ method: 'GET', url: `/api/video/watch/${problemId}`, headers: { cookie } });
  const grant = async (userId: string) => {
    const { recordGrant } = await import('../../services/payments/editorial-access.js');
    await recordGrant(test.context.database, { userId, source: 'admin', nowMs: test.context.clock() });
  };

  it('stores an MP4 with the duration read from its moov box, whatever its name', async () => {
    const response = await upload(smallMp4({ seconds: 75, mdatBytes: 10_000 }), 'lecture.bin');
    expect(response.statusCode).toBe(201);
    expect(response.json().videoSolution).toMatchObject({ problemId, duration: 75 });
    expect(storedFiles()).toHaveLength(1);
  });

  it('reads the duration of an MP4 whose moov box comes after the media data, and of a WebM', async () => {
    const late = await upload(smallMp4({ seconds: 12.5, moovFirst: false }));
    expect(late.json().videoSolution.duration).toBe(12.5);
    const webm = await upload(smallWebm(42), 'clip.webm');
    expect(webm.statusCode).toBe(201);
    expect(webm.json().videoSolution.duration).toBeCloseTo(42);
    // Each replacement removed the file before it.
    expect(storedFiles()).toHaveLength(1);
    expect(storedFiles()[0]).toMatch(/\.webm$/);
  });

  it('reads the length of browser recordings: a fragmented MP4 (Safari) and a WebM with no Duration (Chrome)', async () => {
    const safari = await upload(fragmentedMp4({ timescale: 600, fragments: [Array(60).fill(20), Array(30).fill(20)] }));
    expect(safari.statusCode).toBe(201);
    expect(safari.json().videoSolution.duration).toBeCloseTo(3, 5);
    const chrome = await upload(
      recordedWebm([
        { timestamp: 0, blocks: [0, 40] },
        { timestamp: 61_000, blocks: [0, 960] },
      ]),
      'recording.webm',
    );
    expect(chrome.statusCode).toBe(201);
    expect(chrome.json().videoSolution.duration).toBeCloseTo(61.96, 2);
  });

  it('refuses a file that is not a video, even named .mp4, and keeps nothing of it', async () => {
    const before = storedFiles();
    const response = await upload(Buffer.from('<html>not a video</html>'.repeat(100)), 'fake.mp4');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(VIDEO_UPLOAD_MESSAGES.invalidType);
    expect(storedFiles()).toEqual(before);
  });

  it('refuses an upload with no file', async () => {
    const response = await upload(Buffer.alloc(0));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(VIDEO_UPLOAD_MESSAGES.noFile);
  });

  it('refuses a declared size over 100 MB before reading the body', async () => {
    const body = multipartFile('file', 'huge.mp4', smallMp4({ seconds: 1 }));
    const response = await test.app.inject({
      method: 'POST',
      url: `/api/video/upload/${problemId}`,
      headers: { ...body.headers, cookie: admin, 'content-length': String(MAX_VIDEO_BYTES * 2) },
      payload: Readable.from([body.payload]),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(VIDEO_UPLOAD_MESSAGES.tooLarge);
  });

  it('stops a streamed upload at 100 MB and leaves nothing on disk', async () => {
    const before = storedFiles();
    const boundary = '----codeyardlimit';
    const chunk = Buffer.alloc(1024 * 1024, 0x2a);
    let sentBytes = 0;
    // A chunked body (no content length) that is a valid MP4 start followed by too many bytes.
    async function* body() {
      yield Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
      );
      yield smallMp4({ seconds: 1, mdatBytes: 8 });
      for (let sent = 0; sent <= MAX_VIDEO_BYTES; sent += chunk.length) {
        sentBytes += chunk.length;
        yield chunk;
      }
      yield Buffer.from(`\r\n--${boundary}--\r\n`);
    }
    const response = await test.app.inject({
      method: 'POST',
      url: `/api/video/upload/${problemId}`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie: admin },
      payload: Readable.from(body()),
    });
    expect(sentBytes).toBeGreaterThan(MAX_VIDEO_BYTES);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(VIDEO_UPLOAD_MESSAGES.tooLarge);
    expect(storedFiles()).toEqual(before);
  }, 60_000);

  it('lets only admins upload and delete', async () => {
    expect(
      (await test.app.inject({ method: 'GET', url: '/api/video/settings', headers: { cookie: admin } })).json(),
    ).toEqual({ storage: 'local', maxBytes: MAX_VIDEO_BYTES });
    const user = await signUp(test.app);
    expect((await upload(smallMp4({ seconds: 3 }), 'x.mp4', user.cookie)).statusCode).toBe(403);
    expect(
      (
        await test.app.inject({
          method: 'DELETE',
          url: `/api/video/delete/${problemId}`,
          headers: { cookie: user.cookie },
        })
      ).statusCode,
    ).toBe(403);
  });

  it("removes a problem's video file when the problem is deleted", async () => {
    const doomed = await insertProblem(test.context.database, sumProblem({ title: 'Doomed' }), test.context.clock());
    const before = storedFiles();
    expect((await upload(smallMp4({ seconds: 5 }), 'doomed.mp4', admin, doomed)).statusCode).toBe(201);
    expect(storedFiles()).toHaveLength(before.length + 1);
    expect(
      (await test.app.inject({ method: 'DELETE', url: `/api/problem/delete/${doomed}`, headers: { cookie: admin } }))
        .statusCode,
    ).toBe(200);
    expect(storedFiles()).toEqual(before);
  });

  describe('playback', () => {
    const video = smallMp4({ seconds: 30, mdatBytes: 5000 });

    beforeAll(async () => {
      expect((await upload(video)).statusCode).toBe(201);
    });

    const stream = (url: string, cookie: string, range?: string) =>
      test.app.inject({ method: 'GET', url, headers: { cookie, ...(range ? { range } : {}) } });

    it('gives no URL and no bytes to a user without access (403)', async () => {
      const user = await signUp(test.app);
      expect((await watch(user.cookie)).statusCode).toBe(403);
      const adminUrl = (await watch(admin)).json().url as string;
      const forged = adminUrl.replace(/user=[^&]+/, `user=${user.userId}`);
      expect((await stream(forged, user.cookie)).statusCode).toBe(403);
      const status = await test.app.inject({
        method: 'GET',
        url: `/api/video/status/${problemId}`,
        headers: { cookie: user.cookie },
      });
      expect(status.json()).toEqual({ hasVideo: true, duration: 30, hasAccess: false });
    });

    it('serves the whole file and byte ranges (first byte, middle, suffix) to a user with access', async () => {
      const user = await signUp(test.app);
      await grant(user.userId);
      const watched = await watch(user.cookie);
      expect(watched.statusCode).toBe(200);
      const url = watched.json().url as string;

      const whole = await stream(url, user.cookie);
      expect(whole.statusCode).toBe(200);
      expect(whole.headers['content-type']).toBe('video/mp4');
      expect(whole.headers['accept-ranges']).toBe('bytes');
      expect(whole.rawPayload.equals(video)).toBe(true);

      const first = await stream(url, user.cookie, 'bytes=0-0');
      expect(first.statusCode).toBe(206);
      expect(first.headers['content-range']).toBe(`bytes 0-0/${video.length}`);
      expect(first.rawPayload.equals(video.subarray(0, 1))).toBe(true);

      const middle = await stream(url, user.cookie, 'bytes=100-199');
      expect(middle.statusCode).toBe(206);
      expect(middle.rawPayload.equals(video.subarray(100, 200))).toBe(true);

      const suffix = await stream(url, user.cookie, 'bytes=-50');
      expect(suffix.statusCode).toBe(206);
      expect(suffix.rawPayload.equals(video.subarray(video.length - 50))).toBe(true);

      const invalid = await stream(url, user.cookie, `bytes=${video.length + 10}-${video.length + 20}`);
      expect(invalid.statusCode).toBe(416);
      expect(invalid.headers['content-range']).toBe(`bytes */${video.length}`);
    });

    it("puts the spec's secureUrl, thumbnailUrl and duration on the problem: links only for a viewer with access", async () => {
      const problem = (cookie?: string) =>
        test.app.inject({
          method: 'GET',
          url: `/api/problem/problembyid/${problemId}`,
          headers: cookie ? { cookie } : {},
        });
      const visitor = (await problem()).json();
      expect(visitor).toMatchObject({ secureUrl: null, thumbnailUrl: null, duration: 30 });

      const payer = await signUp(test.app);
      expect((await problem(payer.cookie)).json()).toMatchObject({ secureUrl: null, thumbnailUrl: null, duration: 30 });
      await grant(payer.userId);
      const shown = (await problem(payer.cookie)).json();
      expect(shown.duration).toBe(30);
      expect(shown.secureUrl).toMatch(new RegExp(`^/api/video/stream/${problemId}\\?`));
      expect(shown.thumbnailUrl).toMatch(new RegExp(`^/api/video/thumbnail/${problemId}\\?`));

      // The original client puts them straight into <video src> and <img src>: both answer.
      const played = await stream(shown.secureUrl as string, payer.cookie);
      expect(played.statusCode).toBe(200);
      expect(played.rawPayload.equals(video)).toBe(true);
      const still = await stream(shown.thumbnailUrl as string, payer.cookie);
      expect(still.statusCode).toBe(200);
      expect(still.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(still.body).toContain('Add Two Numbers');
      expect(still.body).toContain('0:30');

      // Bound to the payer like every signed link: another account is refused both.
      const other = await signUp(test.app);
      expect((await stream(shown.secureUrl as string, other.cookie)).statusCode).toBe(403);
      expect((await stream(shown.thumbnailUrl as string, other.cookie)).statusCode).toBe(403);
    });

    it('refuses a link used by another account, a tampered link and an expired link', async () => {
      const owner = await signUp(test.app);
      const other = await signUp(test.app);
      await grant(owner.userId);
      await grant(other.userId);
      const url = (await watch(owner.cookie)).json().url as string;
      expect((await stream(url, other.cookie)).statusCode).toBe(403);
      expect(
        (
          await stream(
            url.replace(/expires=(\d+)/, (_match, value: string) => `expires=${Number(value) + 3_600_000}`),
            owner.cookie,
          )
        ).statusCode,
      ).toBe(403);
      now += test.config.videoUrlTtlMs + 1000;
      const expired = await stream(url, owner.cookie);
      expect(expired.statusCode).toBe(403);
      expect(expired.json().message).toMatch(/expired/);
      // A fresh URL from the API works again.
      expect((await stream((await watch(owner.cookie)).json().url as string, owner.cookie)).statusCode).toBe(200);
    });

    it('deletes the record and the file', async () => {
      expect(storedFiles()).toHaveLength(1);
      const response = await test.app.inject({
        method: 'DELETE',
        url: `/api/video/delete/${problemId}`,
        headers: { cookie: admin },
      });
      expect(response.statusCode).toBe(200);
      expect(storedFiles()).toHaveLength(0);
      expect((await watch(admin)).statusCode).toBe(404);
    });
  });
});

describe('a data folder inside a hidden folder', () => {
  it('still plays (only the file name is checked for leading dots)', async () => {
    const hidden = fs.mkdtempSync(path.join(os.tmpdir(), '.codeyard-hidden-'));
    const test = await createTestApp({ env: { DATA_DIR: path.join(hidden, 'data') } });
    try {
      const admin = await signInAsAdmin(test);
      const problemId = await insertProblem(test.context.database, sumProblem(), test.context.clock());
      const body = multipartFile('file', 'v.mp4', smallMp4({ seconds: 2 }));
      expect(
        (
          await test.app.inject({
            method: 'POST',
            url: `/api/video/upload/${problemId}`,
            headers: { ...body.headers, cookie: admin },
            payload: body.payload,
          })
        ).statusCode,
      ).toBe(201);
      const url = (
        await test.app.inject({ method: 'GET', url: `/api/video/watch/${problemId}`, headers: { cookie: admin } })
      ).json().url as string;
      expect((await test.app.inject({ method: 'GET', url, headers: { cookie: admin } })).statusCode).toBe(200);
    } finally {
      await test.close();
      fs.rmSync(hidden, { recursive: true, force: true });
    }
  });
});

describe("local storage speaks Cloudinary's three upload steps", () => {
  let test: TestApp;
  let admin: string;
  let problemId: string;
  let otherProblemId: string;
  let now = Date.parse('2026-02-01T00:00:00Z');
  const video = smallMp4({ seconds: 42, mdatBytes: 4000 });
  const mediaFiles = () => {
    const directory = path.join(test.config.dataDirectory, 'media');
    return fs.existsSync(directory) ? fs.readdirSync(directory) : [];
  };

  beforeAll(async () => {
    test = await createTestApp({ env: { EDITORIAL_ACCESS: 'free', AUTH_RATE_LIMIT: '1000' }, clock: () => now });
    admin = await signInAsAdmin(test);
    problemId = await insertProblem(test.context.database, sumProblem(), test.context.clock());
    otherProblemId = await insertProblem(test.context.database, sumProblem({ title: 'Other' }), test.context.clock());
  });
  afterAll(async () => test?.close());

  type Ticket = Record<string, string>;
  const create = async (id = problemId): Promise<Ticket> => {
    const response = await test.app.inject({
      method: 'GET',
      url: `/api/video/create/${id}`,
      headers: { cookie: admin, host: 'judge.example.org' },
    });
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  /** Posts as a browser's FormData would, with no session cookie; the file first, as most clients append it. */
  const post = async (fields: Ticket, options: { fileFirst?: boolean; content?: Buffer } = {}) => {
    const form = new FormData();
    const file = new Blob([options.content ?? video], { type: 'video/mp4' });
    if (options.fileFirst ?? true) form.append('file', file, 'editorial.mp4');
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    if (!(options.fileFirst ?? true)) form.append('file', file, 'editorial.mp4');
    const encoded = new Response(form);
    return test.app.inject({
      method: 'POST',
      url: '/api/video/direct-upload',
      headers: { 'content-type': encoded.headers.get('content-type')! },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
  };
  const save = (body: object) =>
    test.app.inject({ method: 'POST', url: '/api/video/save', headers: { cookie: admin }, payload: body });
  const signedFields = (ticket: Ticket) => ({
    public_id: ticket.public_id!,
    timestamp: ticket.timestamp!,
    signature: ticket.signature!,
    api_key: ticket.api_key!,
    type: ticket.type!,
  });

  it('create answers the signed fields and an upload_url here; the post is answered as Cloudinary would; save records it', async () => {
    const ticket = await create();
    expect(ticket).toMatchObject({ type: 'authenticated', api_key: 'local', cloud_name: 'local' });
    expect(ticket.upload_url).toBe('http://judge.example.org/api/video/direct-upload');
    expect(ticket.public_id).toMatch(new RegExp(`^codeyard/editorials/${problemId}/`));

    const uploaded = await post(signedFields(ticket));
    expect(uploaded.statusCode).toBe(200);
    expect(uploaded.json()).toMatchObject({
      public_id: ticket.public_id,
      resource_type: 'video',
      format: 'mp4',
      bytes: video.length,
      duration: 42,
      secure_url: null,
    });

    // As the original client sends it, with what the upload answered.
    const saved = await save({
      problemId,
      cloudinaryPublicId: ticket.public_id,
      secureUrl: null,
      duration: 999,
    });
    expect(saved.statusCode).toBe(201);
    expect(saved.json().videoSolution).toMatchObject({ problemId, cloudinaryPublicId: null, duration: 42 });

    const watcher = await signUp(test.app);
    const watched = await test.app.inject({
      method: 'GET',
      url: `/api/video/watch/${problemId}`,
      headers: { cookie: watcher.cookie },
    });
    const played = await test.app.inject({
      method: 'GET',
      url: watched.json().url,
      headers: { cookie: watcher.cookie },
    });
    expect(played.rawPayload.equals(video)).toBe(true);
    // The ticket is used up: saving it again is refused.
    expect((await save({ problemId, cloudinaryPublicId: ticket.public_id })).statusCode).toBe(403);
  });

  it('refuses a forged or missing signature, keeping nothing of the file, whichever comes first', async () => {
    const ticket = await create();
    const before = mediaFiles();
    const forged = { ...signedFields(ticket), signature: 'f'.repeat(64) };
    for (const fileFirst of [true, false]) {
      const refused = await post(forged, { fileFirst });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toMatch(/not signed for this server/);
    }
    expect((await post({ public_id: ticket.public_id! })).statusCode).toBe(403);
    // A signature of one ticket does not sign another public_id.
    const other = await create();
    expect((await post({ ...signedFields(ticket), public_id: other.public_id! })).statusCode).toBe(403);
    expect(mediaFiles()).toEqual(before);
  });

  it('refuses a file that is not a video, a save before any post, a ticket of another problem, and an expired ticket', async () => {
    const ticket = await create();
    const notVideo = await post(signedFields(ticket), { content: Buffer.from('<html>'.repeat(200)) });
    expect(notVideo.statusCode).toBe(400);
    expect(notVideo.json().message).toBe(VIDEO_UPLOAD_MESSAGES.invalidType);
    expect((await save({ problemId, cloudinaryPublicId: ticket.public_id })).statusCode).toBe(400);

    expect((await post(signedFields(ticket))).statusCode).toBe(200);
    expect((await save({ problemId: otherProblemId, cloudinaryPublicId: ticket.public_id })).statusCode).toBe(403);

    const late = await create();
    now += 60 * 60 * 1000 + 1000;
    const expired = await post(signedFields(late));
    expect(expired.statusCode).toBe(403);
    expect(expired.json().message).toMatch(/expired/);
  });

  it('lists which problems have a video, for admins only', async () => {
    const listed = await test.app.inject({ method: 'GET', url: '/api/video/list', headers: { cookie: admin } });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().videos).toEqual([
      { problemId, storage: 'local', duration: 42, uploadedAt: expect.any(String) },
    ]);
    const user = await signUp(test.app);
    expect(
      (await test.app.inject({ method: 'GET', url: '/api/video/list', headers: { cookie: user.cookie } })).statusCode,
    ).toBe(403);
  });

  it('refuses an empty or JSON body, a declared size over 100 MB, and more than 20 posts a minute from one address', async () => {
    const post = (headers: Record<string, string>, payload: string) =>
      test.app.inject({ method: 'POST', url: '/api/video/direct-upload', headers, payload });
    const json = await post({ 'content-type': 'application/json' }, '{}');
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe(VIDEO_UPLOAD_MESSAGES.noFile);
    const huge = await post(
      { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(200 * 1024 * 1024) },
      '',
    );
    expect(huge.statusCode).toBe(413);
    const answers = [];
    for (let attempt = 0; attempt < 21; attempt += 1)
      answers.push((await post({ 'content-type': 'application/json' }, '{}')).statusCode);
    expect(answers).toContain(429);
  });

  it('gives upload tickets to admins only', async () => {
    const user = await signUp(test.app);
    const asked = await test.app.inject({
      method: 'GET',
      url: `/api/video/create/${problemId}`,
      headers: { cookie: user.cookie },
    });
    expect(asked.statusCode).toBe(403);
  });
});
