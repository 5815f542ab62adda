import type { FastifyInstance, FastifySchemaCompiler, FastifyTypeProvider } from 'fastify';
import { z } from 'zod';

/**
 * Routes declare their inputs as zod schemas in Fastify's own `schema` option
 * (`schema: { params, querystring, body }`). One validator compiler parses with them before the
 * handler runs, and the OpenAPI document (openapi.ts) is generated from the same objects, so what
 * is documented is what is enforced. A failed parse reaches the error handler as a ZodError (400).
 */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

/** Multipart bodies are read by @fastify/multipart in the handler; their schema only documents them. */
const documentationOnly = new WeakSet<z.ZodType>();

/** A multipart/form-data body for the document; route it with `consumes: ['multipart/form-data']`. */
export function multipartBody<Shape extends z.ZodRawShape>(shape: Shape): z.ZodObject<Shape> {
  const schema = z.object(shape);
  documentationOnly.add(schema);
  return schema;
}

/** A file field of a multipart body (OpenAPI: string, binary). */
export function fileField(description: string) {
  return z.string().meta({ format: 'binary', description });
}

/** `:id` of every route that names one stored thing. */
export const idParamsSchema = z.object({
  id: z.string().meta({ description: 'Id of the stored item (`_id` in answers)' }),
});

/** Every failure answers this (http/errors.ts); some add fields, e.g. a verification `report`. */
export const errorAnswerSchema = z
  .looseObject({
    message: z.string(),
    errors: z
      .array(z.object({ path: z.string(), message: z.string() }))
      .optional()
      .meta({ description: 'Every input problem, on 400' }),
  })
  .meta({ description: 'Refused or failed: `{ message }` says why in words a user can read' });

export const NUL_MESSAGE = 'Text must not contain the NUL character (\\u0000)';

/** PostgreSQL text cannot hold U+0000, so it is refused on input for both databases alike. */
function pathOfNul(value: unknown, at: (string | number)[]): (string | number)[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? at : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = pathOfNul(item, [...at, index]);
      if (found) return found;
    }
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = pathOfNul(item, [...at, key]);
      if (found) return found;
    }
  }
  return null;
}

const zodValidator: FastifySchemaCompiler<unknown> = ({ schema, httpPart, method, url }) => {
  if (!(schema instanceof z.ZodType))
    throw new Error(`${method} ${url}: route ${httpPart} schemas must be zod schemas`);
  if (documentationOnly.has(schema)) return (data) => ({ value: data });
  const checked = schema.superRefine((value, context) => {
    const nulAt = pathOfNul(value, []);
    if (nulAt) context.addIssue({ code: 'custom', path: nulAt, message: NUL_MESSAGE });
  });
  return (data) => {
    // A missing JSON body is read as an empty object, so each field reports what it needs.
    const result = checked.safeParse(httpPart === 'body' ? (data ?? {}) : data);
    return result.success ? { value: result.data } : { error: result.error };
  };
};

export function registerRouteSchemas(app: FastifyInstance): void {
  app.setValidatorCompiler(zodValidator);
  // Answers are sent as they are; response schemas only document them.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
}
