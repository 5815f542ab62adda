import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';

/** Problem administration (create, update, delete, import, export) — see issue 5. */
export async function adminProblemRoutes(_app: FastifyInstance, _context: AppContext): Promise<void> {}
