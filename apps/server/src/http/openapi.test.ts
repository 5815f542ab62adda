import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { API_DOCS_PATH, OPENAPI_PATH } from './openapi.js';

type Document = {
  openapi: string;
  paths: Record<
    string,
    Record<
      string,
      {
        'x-access'?: string;
        requestBody?: { content: Record<string, { schema: { required?: string[] } }> };
        parameters?: { in: string; name: string }[];
      }
    >
  >;
};

/** Fastify's `/problem/:id` is OpenAPI's `/problem/{id}`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
/** Routes that are not part of the API: the document itself, its page, and the web app. */
const isDocumented = (url: string) => url.startsWith('/api/') && url !== OPENAPI_PATH && !url.startsWith(API_DOCS_PATH);

describe('OpenAPI document', () => {
  let test: TestApp;
  let document: Document;

  beforeAll(async () => {
    test = await createTestApp();
    const response = await test.app.inject({ method: 'GET', url: OPENAPI_PATH });
    expect(response.statusCode).toBe(200);
    document = response.json();
  });
  afterAll(async () => test?.close());

  it('is OpenAPI 3.1 and lists exactly the registered API routes, each with its access rule', () => {
    expect(document.openapi).toBe('3.1.0');
    const registered = test.app.routeAccess
      .filter((route) => isDocumented(route.url))
      .map((route) => `${route.method} ${openApiPath(route.url)} ${route.access}`);
    const documented = Object.entries(document.paths).flatMap(([url, methods]) =>
      Object.entries(methods).map(([method, operation]) => `${method.toUpperCase()} ${url} ${operation['x-access']}`),
    );
    expect(registered.length).toBeGreaterThan(15);
    expect(documented.sort()).toEqual(registered.sort());
  });

  it('keeps both spellings of the spec paths and describes inputs from the shared schemas', () => {
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/problem/getAllProblem',
        '/api/problem/getallproblem',
        '/api/user/login',
        '/api/auth/login',
      ]),
    );
    expect(
      document.paths['/api/user/register']?.post?.requestBody?.content['application/json']?.schema.required,
    ).toEqual(['firstName', 'emailid', 'password']);
    expect(document.paths['/api/submissions/submit/{id}']?.post?.parameters).toEqual([
      expect.objectContaining({ in: 'path', name: 'id' }),
    ]);
  });

  it('describes the package import as a multipart upload with a file field', () => {
    const content = document.paths['/api/problem/import']?.post?.requestBody?.content ?? {};
    expect(Object.keys(content)).toEqual(['multipart/form-data']);
    expect(content['multipart/form-data']?.schema).toMatchObject({
      properties: { file: { type: 'string', format: 'binary' } },
      required: ['file'],
    });
  });

  it('serves /api/docs to visitors with no inline script, and its assets from the swagger-ui package', async () => {
    const page = await test.app.inject({ method: 'GET', url: API_DOCS_PATH });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const scripts = [...page.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, content] of scripts) {
      expect(attributes).toMatch(/src="[^"]+"/);
      expect(content?.trim()).toBe('');
    }
    expect(page.body).not.toMatch(/https?:\/\//);
    const bundle = await test.app.inject({ method: 'GET', url: `${API_DOCS_PATH}/static/swagger-ui-bundle.js` });
    expect(bundle.statusCode).toBe(200);
    const packageDirectory = path.dirname(createRequire(import.meta.url).resolve('@fastify/swagger-ui/package.json'));
    expect(
      bundle.rawPayload.equals(fs.readFileSync(path.join(packageDirectory, 'static', 'swagger-ui-bundle.js'))),
    ).toBe(true);
    const initializer = await test.app.inject({ method: 'GET', url: `${API_DOCS_PATH}/static/swagger-initializer.js` });
    expect(initializer.statusCode).toBe(200);
  });
});
