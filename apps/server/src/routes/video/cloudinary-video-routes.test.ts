import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProblem } from '../../services/problems/problems.js';
import { ensureAdmin } from '../../services/users/users.js';
import { startFakeCloudinary } from '../../testing/fake-cloudinary.js';
import { sumProblem } from '../../testing/fixture-problem.js';
import { createTestApp, sessionCookieOf, type TestApp } from '../../testing/test-app.js';

const ACCOUNT = { cloudName: 'codeyard-test', apiKey: '123456789012345', apiSecret: 'cloudinary-secret-for-tests' };

describe('editorial videos on Cloudinary', () => {
  let test: TestApp;
  let cloudinary: Awaited<ReturnType<typeof startFakeCloudinary>>;
  let admin: string;
  let problemId: string;
  let otherProblemId: string;

  beforeAll(async () => {
    cloudinary = await startFakeCloudinary(ACCOUNT);
    test = await createTestApp({
      env: {
        CLOUDINARY_CLOUD_NAME: ACCOUNT.cloudName,
        CLOUDINARY_API_KEY: ACCOUNT.apiKey,
        CLOUDINARY_API_SECRET: ACCOUNT.apiSecret,
        CLOUDINARY_API_URL: cloudinary.url,
      },
    });
    await ensureAdmin(test.context.database, {
      email: 'admin@example.com',
      password: 'Secret1!',
      firstName: 'Admin',
      nowMs: test.context.clock(),
    });
    admin = sessionCookieOf(
      await test.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { emailid: 'admin@example.com', password: 'Secret1!' },
      }),
    );
    problemId = await insertProblem(test.context.database, sumProblem(), test.context.clock());
    otherProblemId = await insertProblem(test.context.database, sumProblem({ title: 'Other' }), test.context.clock());
  });
  afterAll(async () => {
    await test?.close();
    await cloudinary?.close();
  });

  const create = async (id: string) => {
    const response = await test.app.inject({
      method: 'GET',
      url: `/api/video/create/${id}`,
      headers: { cookie: admin },
    });
    expect(response.statusCode).toBe(200);
    return response.json() as Record<string, string>;
  };
  const save = (payload: object) =>
    test.app.inject({ method: 'POST', url: '/api/video/save', headers: { cookie: admin }, payload });

  it('signs exactly the upload parameters (sorted, sha1 with the secret) with a fresh timestamp and a public_id of the problem', async () => {
    const before = Math.floor(Date.now() / 1000);
    const parameters = await create(problemId);
    expect(parameters.public_id).toContain(problemId);
    expect(Number(parameters.timestamp)).toBeGreaterThanOrEqual(before);
    const expected = crypto
      .createHash('sha1')
      .update(
        `public_id=${parameters.public_id}&timestamp=${parameters.timestamp}&type=authenticated${ACCOUNT.apiSecret}`,
      )
      .digest('hex');
    expect(parameters.signature).toBe(expected);
    expect(parameters).toMatchObject({
      api_key: ACCOUNT.apiKey,
      cloud_name: ACCOUNT.cloudName,
      upload_url: `${cloudinary.url}/v1_1/${ACCOUNT.cloudName}/video/upload`,
    });
    expect(JSON.stringify(parameters)).not.toContain(ACCOUNT.apiSecret);
  });

  it('saves only a public_id issued for that problem, with the duration Cloudinary reports', async () => {
    const parameters = await create(problemId);
    cloudinary.store({ publicId: parameters.public_id as string, duration: 93.5 });
    expect((await save({ problemId, cloudinaryPublicId: 'codeyard/editorials/made-up', duration: 1 })).statusCode).toBe(
      403,
    );
    expect(
      (await save({ problemId: otherProblemId, cloudinaryPublicId: parameters.public_id, duration: 1 })).statusCode,
    ).toBe(403);
    const saved = await save({
      problemId,
      cloudinaryPublicId: parameters.public_id,
      secureUrl: 'https://evil.example/x.mp4',
      duration: 1,
    });
    expect(saved.statusCode).toBe(201);
    expect(saved.json().videoSolution).toMatchObject({
      problemId,
      cloudinaryPublicId: parameters.public_id,
      duration: 93.5,
    });
  });

  it('refuses to save an issued public_id that Cloudinary does not hold', async () => {
    const parameters = await create(otherProblemId);
    expect((await save({ problemId: otherProblemId, cloudinaryPublicId: parameters.public_id })).statusCode).toBe(400);
  });

  it('plays through a signed delivery URL reached from our short-lived link', async () => {
    const watched = await test.app.inject({
      method: 'GET',
      url: `/api/video/watch/${problemId}`,
      headers: { cookie: admin },
    });
    const response = await test.app.inject({
      method: 'GET',
      url: watched.json().url as string,
      headers: { cookie: admin },
    });
    expect(response.statusCode).toBe(302);
    const row = await test.context.database
      .selectFrom('videos')
      .selectAll()
      .where('problem_id', '=', problemId)
      .executeTakeFirstOrThrow();
    const signature = crypto
      .createHash('sha1')
      .update(`${row.storage_key}.mp4${ACCOUNT.apiSecret}`)
      .digest('base64url')
      .slice(0, 8);
    expect(response.headers.location).toBe(
      `https://res.cloudinary.com/${ACCOUNT.cloudName}/video/authenticated/s--${signature}--/${row.storage_key}.mp4`,
    );
    expect(response.headers['content-security-policy']).toContain('https://res.cloudinary.com');

    // Its still: the first frame as a JPEG, signed the same way over the transformation and the id.
    const stillSignature = crypto
      .createHash('sha1')
      .update(`so_0/${row.storage_key}.jpg${ACCOUNT.apiSecret}`)
      .digest('base64url')
      .slice(0, 8);
    expect(watched.json().thumbnailUrl).toBe(
      `https://res.cloudinary.com/${ACCOUNT.cloudName}/video/authenticated/s--${stillSignature}--/so_0/${row.storage_key}.jpg`,
    );
  });

  it('removes the old asset when replaced, and the asset on delete', async () => {
    const old = (
      await test.context.database
        .selectFrom('videos')
        .select('storage_key')
        .where('problem_id', '=', problemId)
        .executeTakeFirstOrThrow()
    ).storage_key;
    const parameters = await create(problemId);
    cloudinary.store({ publicId: parameters.public_id as string, duration: 10 });
    expect((await save({ problemId, cloudinaryPublicId: parameters.public_id })).statusCode).toBe(201);
    expect(cloudinary.destroyed).toContain(old);
    expect(
      (await test.app.inject({ method: 'DELETE', url: `/api/video/delete/${problemId}`, headers: { cookie: admin } }))
        .statusCode,
    ).toBe(200);
    expect(cloudinary.destroyed).toContain(parameters.public_id);
  });
});
