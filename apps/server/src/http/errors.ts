import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { AppError } from '../errors.js';

/** Every failure leaves as JSON `{ message }`; nothing internal (stack, SQL) reaches a client. */
export function registerErrorHandling(app: FastifyInstance): void {
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
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Internal server error' });
  });

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ message: `Not found: ${request.method} ${request.url.split('?')[0]}` }),
  );
}
