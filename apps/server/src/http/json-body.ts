import type { FastifyInstance } from 'fastify';

/**
 * JSON bodies as Fastify parses them (prototype-poisoning checks included), except that an empty
 * body reads as `{}`: many clients send `Content-Type: application/json` on every request, body or
 * not (a logout, a delete), and Fastify's own parser refuses those with 400.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body.length === 0) {
      done(null, {});
      return;
    }
    parseJson(request, body.toString(), done);
  });
}
