import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authMessages, isAdminRole, type User } from '@codeyard/shared';
import { AppError } from '../errors.js';

/** Who may call a route. Every route must declare one (see access.test.ts). */
export type Access = 'public' | 'user' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    user: User | null;
  }
  interface FastifyInstance {
    /** Every route registered, with the access it declared; read by the route-guard and origin tests. */
    routeAccess: { method: string; url: string; access: Access | undefined; crossSite: 'allow' | undefined }[];
  }
}

export function registerAccessGuard(
  app: FastifyInstance,
  resolveUser: (request: FastifyRequest) => Promise<User | null>,
): void {
  app.decorate('routeAccess', []);
  app.decorateRequest('user', null);

  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      // Read when asked: a plugin's own onRoute hook (openapi.ts) may set the rule after this one runs.
      app.routeAccess.push({
        method,
        url: route.url,
        get access() {
          return route.config?.access;
        },
        get crossSite() {
          return route.config?.crossSite;
        },
      });
    }
  });

  app.addHook('onRequest', async (request) => {
    if (request.is404) return;
    const access = request.routeOptions.config.access;
    request.user = await resolveUser(request);
    // A route without a rule is refused rather than left open.
    if (!access) throw new AppError('FORBIDDEN', 'This route has no access rule');
    requireAccess(request.user, access);
  });
}

export function requireAccess(user: User | null, access: Access): void {
  if (access === 'public') return;
  if (!user) throw new AppError('UNAUTHORIZED', authMessages.notSignedIn);
  if (access === 'admin' && !isAdminRole(user.role)) throw new AppError('FORBIDDEN', authMessages.adminOnly);
}

/** For handlers of user/admin routes, where the guard has already ensured a user. */
export function currentUser(request: FastifyRequest): User {
  if (!request.user) throw new AppError('UNAUTHORIZED', authMessages.notSignedIn);
  return request.user;
}
