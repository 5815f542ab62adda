import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { AppError } from '../errors.js';
import { unavailableDependency, unavailableMessages } from './unavailable.js';

/**
 * Some of the original client's screens read a failure's text from `error`, others from `message`
 * (docs/api.md "Errors"): every JSON failure carries both, whichever handler answered it.
 */
function withErrorField(payload: unknown, contentType: unknown): unknown {
  if (typeof payload !== 'string' || !String(contentType ?? '').includes('application/json')) return payload;
  try {
    const body: unknown = JSON.parse(payload);
    if (
      body &&
      typeof body === 'object' &&
      'message' in body &&
      typeof body.message === 'string' &&
      !('error' in body)
    ) {
      return JSON.stringify({ ...body, error: body.message });
    }
  } catch {
    // Not JSON after all: leave it as it is.
  }
  return payload;
}

/** Every failure leaves as JSON `{ message, error }`; nothing internal (stack, SQL) reaches a client. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) =>
    reply.statusCode >= 400 ? withErrorField(payload, reply.getHeader('content-type')) : payload,
  );
  app.setErrorHandler((error: FastifyError | AppError | ZodError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send({ message: error.message, ...error.details });
    }
    if (error instanceof ZodError) {
      const first = error.issues[0];
      return reply.status(400).send({
        message: first?.message ?? 'Invalid request',
        errors: error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
      });
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.status(413).send({ message: 'Request body is too large' });
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
      return reply.status(400).send({ message: 'Request body is not valid JSON' });
    }
    if (status === 429) return reply.status(429).send({ message: error.message });
    if (status >= 400 && status < 500) return reply.status(status).send({ message: error.message });
    const dependency = unavailableDependency(error);
    if (dependency) {
      request.log.warn({ err: error, dependency }, 'dependency unavailable');
      return reply.status(503).send({ message: unavailableMessages[dependency] });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Internal server error' });
  });

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ message: `Not found: ${request.method} ${request.url.split('?')[0]}` }),
  );
}
