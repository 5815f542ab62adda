import type { FastifyInstance } from 'fastify';
import { loginSchema, signupSchema, toDashboardView, toPublicUser } from '@codeyard/shared';
import type { AppContext } from '../../context.js';
import { currentUser } from '../../http/access.js';
import { clearSessionCookie, SESSION_COOKIE, setSessionCookie } from '../../http/cookies.js';
import type { ZodTypeProvider } from '../../http/route-schemas.js';
import { dashboardFor } from '../../services/dashboard/dashboard.js';
import { registerUser } from '../../services/users/registration.js';
import { createSession, revokeSession } from '../../services/users/sessions.js';
import { authenticate, signInAccountKey } from '../../services/users/users.js';

export async function userRoutes(server: FastifyInstance, context: AppContext): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { database, config, clock } = context;
  const authRateLimit = { max: config.authRateLimit, timeWindow: '1 minute' };

  app.post(
    '/user/register',
    {
      config: { access: 'public', rateLimit: authRateLimit },
      schema: { summary: 'Create an account and sign in', body: signupSchema },
    },
    async (request, reply) => {
      const input = request.body;
      const user = await registerUser(database, {
        firstName: input.firstName,
        email: input.emailid,
        password: input.password,
        handle: input.handle,
        nowMs: clock(),
      });
      const session = await createSession(database, user._id, { ttlMs: config.sessionTtlMs, nowMs: clock() });
      setSessionCookie(request, reply, config, session.token, session.expiresAt);
      return reply.status(201).send({ user: toPublicUser(user), message: 'Registered successfully' });
    },
  );

  // The spec spells this path two ways; both answer. `emailid` names the account by email or handle.
  // Failed password checks are counted per account (however it was named) and per address by one
  // guard that /api/clics's Basic credentials share, so a second door doubles no guesses.
  for (const url of ['/user/login', '/auth/login']) {
    app.post(
      url,
      { config: { access: 'public' }, schema: { summary: 'Sign in', body: loginSchema } },
      async (request, reply) => {
        const { emailid, password } = request.body;
        const account = await signInAccountKey(database, emailid);
        const user = await context.signInGuard.check({ account, address: request.ip }, () =>
          authenticate(database, emailid, password),
        );
        const session = await createSession(database, user._id, { ttlMs: config.sessionTtlMs, nowMs: clock() });
        setSessionCookie(request, reply, config, session.token, session.expiresAt);
        return reply.send({ user: toPublicUser(user), message: 'Logged in successfully' });
      },
    );
  }

  app.get(
    '/user/check',
    { config: { access: 'public' }, schema: { summary: 'The signed-in user, or 401' } },
    async (request, reply) => {
      if (!request.user) return reply.status(401).send({ message: 'Not signed in' });
      return { user: toPublicUser(request.user) };
    },
  );

  app.post(
    '/user/logout',
    { config: { access: 'public' }, schema: { summary: 'Sign out: revoke the session and clear its cookie' } },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) {
        await revokeSession(database, token, context.sessionCache);
        context.sessionSockets.disconnect(token);
      }
      clearSessionCookie(reply);
      return { message: 'Logged out successfully' };
    },
  );

  // The same question answered 200 either way: a visitor is not an error, and a browser logs every 401
  // it receives in the console, which made every visitor's page look broken (issue 20).
  app.get(
    '/user/session',
    { config: { access: 'public' }, schema: { summary: 'The signed-in user, or { user: null } for a visitor' } },
    async (request) => ({ user: request.user ? toPublicUser(request.user) : null }),
  );

  app.get('/user/me', { config: { access: 'user' }, schema: { summary: 'The signed-in user' } }, async (request) => {
    return toPublicUser(currentUser(request));
  });

  // The dashboard's own statistics: always the signed-in user's, never anyone else's.
  app.get(
    '/user/dashboard',
    { config: { access: 'user' }, schema: { summary: 'The signed-in user dashboard statistics' } },
    async (request) =>
      toDashboardView(
        await dashboardFor(database, {
          viewer: currentUser(request),
          standings: context.standings,
          nowMs: context.clock(),
        }),
      ),
  );
}
