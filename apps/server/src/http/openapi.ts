import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { z } from 'zod';
import type { Access } from './access.js';
import { errorAnswerSchema } from './route-schemas.js';

/** Where the generated document and its human-readable page are served. */
export const OPENAPI_PATH = '/api/openapi.json';
export const API_DOCS_PATH = '/api/docs';

const accessNotes: Record<Access, string> = {
  public: 'Access: public (anyone).',
  user: 'Access: user (signed in; 401 otherwise).',
  admin: 'Access: admin (role admin; 401 when signed out, 403 for other users).',
};

/** JSON Schema 2020-12 (the dialect of OpenAPI 3.1) of what a client sends, before any transform. */
function jsonSchemaOf(schema: unknown): unknown {
  if (!(schema instanceof z.ZodType)) return schema;
  const { $schema: _dialect, ...jsonSchema } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io: 'input',
    unrepresentable: 'any',
  });
  return jsonSchema;
}

/** Turns a route's zod schemas and access rule into the shapes @fastify/swagger documents. */
function describeRoute({
  schema,
  url,
  route,
}: {
  schema: FastifySchema | undefined;
  url: string;
  route: { config?: unknown };
}) {
  const access = (route.config as { access?: Access } | undefined)?.access;
  const given = (schema ?? {}) as FastifySchema & {
    response?: Record<string, unknown>;
    description?: string;
    hide?: boolean;
  };
  // The web app's pages are served from the same server but are not API.
  if (!url.startsWith('/api/')) return { schema: { ...given, hide: true } as FastifySchema, url };
  const converted: Record<string, unknown> = { ...given };
  for (const part of ['params', 'querystring', 'body', 'headers'] as const) {
    if (given[part]) converted[part] = jsonSchemaOf(given[part]);
  }
  const responses: Record<string, unknown> = { '4XX': jsonSchemaOf(errorAnswerSchema) };
  for (const [status, answer] of Object.entries(given.response ?? {})) responses[status] = jsonSchemaOf(answer);
  if (!Object.keys(responses).some((status) => status.startsWith('2')))
    responses['200'] = { description: 'Success; docs/api.md describes the answer' };
  converted.response = responses;
  if (access) {
    converted.description = [given.description, accessNotes[access]].filter(Boolean).join('\n\n');
    converted.security = access === 'public' ? [] : [{ sessionCookie: [] }];
    converted['x-access'] = access;
  }
  return { schema: converted as FastifySchema, url };
}

/**
 * Registers the document generator; call it before any route so every route is collected.
 * The page at /api/docs loads its scripts and styles from the swagger-ui package (no CDN, no
 * inline script), so it works under a `script-src 'self'` Content-Security-Policy.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Codeyard API',
        version: '1',
        description:
          'Every route, its inputs and its access rule, generated from the schemas the server enforces. Errors answer `{ message }`.',
      },
      components: { securitySchemes: { sessionCookie: { type: 'apiKey', in: 'cookie', name: 'codeyard_session' } } },
    },
    transform: describeRoute,
  });
  app.get(OPENAPI_PATH, { config: { access: 'public' }, schema: { hide: true } }, async () => app.swagger());

  await app.register(async (docs) => {
    // swagger-ui registers its own routes; they serve public documentation only.
    docs.addHook('onRoute', (route) => {
      route.config = { ...route.config, access: 'public' };
    });
    await docs.register(swaggerUi, {
      routePrefix: API_DOCS_PATH,
      uiConfig: { validatorUrl: null },
      logLevel: 'silent',
    });
  });
}
