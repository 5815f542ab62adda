import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { addVary } from './vary.js';

/** Hashed file names never change content, so browsers may keep them for a year without asking. */
export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** index.html names the current hashed assets: browsers must revalidate it (ETag) on every load. */
export const INDEX_CACHE_CONTROL = 'no-cache';

/**
 * Pages the web build writes beside index.html for the screens with an editor
 * (apps/web/vite-plugins/editor-page.ts): the same document, plus preload links for the route's
 * chunks and Monaco, so a problem's URL starts on them at once. Keyed by the client routes'
 * paths (apps/web/src/config/paths.ts).
 */
const EDITOR_PAGES: { route: RegExp; page: string }[] = [
  { route: /^problem\/[^/]+\/?$/, page: 'problem.html' },
  { route: /^contest\/[^/]+\/problem\/[^/]+\/?$/, page: 'contest-problem.html' },
];

/**
 * Serves the built SPA from `directory`. The build writes .br and .gz beside every text file worth
 * compressing (apps/web/vite.config.ts), and @fastify/static picks one by Accept-Encoding: nothing
 * is compressed per request. Any non-API path without a file falls back to index.html so client
 * routes survive a reload; a problem's URL gets its editor page (EDITOR_PAGES) when the build has one.
 */
export async function registerWebApp(app: FastifyInstance, directory: string): Promise<void> {
  const indexFile = path.join(directory, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.get('/', { config: { access: 'public' } }, async (_request, reply) =>
      reply.type('text/plain').send('Codeyard API is running. The web app is not built: run `npm run build`.'),
    );
    return;
  }
  const editorPages = EDITOR_PAGES.filter(({ page }) => fs.existsSync(path.join(directory, page)));
  // cacheControl: false, or `send` would overwrite the cache-control set below with `max-age=0`.
  await app.register(fastifyStatic, { root: directory, serve: false, preCompressed: true, cacheControl: false });
  app.get('/*', { config: { access: 'public' } }, async (request, reply) => {
    const requested = (request.params as { '*': string })['*'];
    if (requested.startsWith('api/') || requested === 'api') return reply.status(404).send({ message: 'Not found' });
    // The same URL answers br, gzip or identity bytes, so shared caches must key on the request's encoding.
    addVary(reply, 'accept-encoding');
    const file = path.join(directory, path.normalize(`/${requested}`));
    if (requested && requested !== 'index.html' && fs.existsSync(file) && fs.statSync(file).isFile()) {
      reply.header('cache-control', requested.startsWith('assets/') ? ASSET_CACHE_CONTROL : INDEX_CACHE_CONTROL);
      return reply.sendFile(path.relative(directory, file));
    }
    reply.header('cache-control', INDEX_CACHE_CONTROL);
    return reply.sendFile(editorPages.find(({ route }) => route.test(requested))?.page ?? 'index.html');
  });
}
