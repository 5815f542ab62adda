import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { loginSchema, signupSchema } from '@codeyard/shared';
import type { AppContext } from '../../context.js';
import { currentUser } from '../../http/access.js';
import { clearSessionCookie, setSessionCookie } from '../../http/cookies.js';
import { createSession, revokeSession, SESSION_COOKIE } from '../../services/users/sessions.js';
import { authenticate, createUser } from '../../services/users/users.js';

export async function userRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { database, config } = context;
  const authRateLimit = { max: config.authRateLimit, timeWindow: '1 minute' };

  app.post('/user/register', { config: { access: 'public', rateLimit: authRateLimit } }, async (request, reply) => {
    const input = signupSchema.parse(request.body ?? {});
    const user = await createUser(database, { firstName: input.firstName, email: input.emailid, password: input.password });
    const session = await createSession(database, user._id, config.sessionTtlMs);
    setSessionCookie(request, reply, config, session.token, session.expiresAt);
    return reply.status(201).send({ user, message: 'Registered successfully' });
  });

  const login = async (request: FastifyRequest, reply: FastifyReply) => {
    const input = loginSchema.parse(request.body ?? {});
    const user = await authenticate(database, input.emailid, input.password);
    const session = await createSession(database, user._id, config.sessionTtlMs);
    setSessionCookie(request, reply, config, session.token, session.expiresAt);
    return reply.send({ user, message: 'Logged in successfully' });
  };
  app.post('/user/login', { config: { access: 'public', rateLimit: authRateLimit } }, login);
  app.post('/auth/login', { config: { access: 'public', rateLimit: authRateLimit } }, login);

  app.get('/user/check', { config: { access: 'public' } }, async (request, reply) => {
    if (!request.user) return reply.status(401).send({ message: 'Not signed in' });
    return { user: request.user };
  });

  app.post('/user/logout', { config: { access: 'public' } }, async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await revokeSession(database, token);
    clearSessionCookie(reply);
    return { message: 'Logged out successfully' };
  });

  app.get('/user/me', { config: { access: 'user' } }, async (request) => {
    return currentUser(request);
  });
}
