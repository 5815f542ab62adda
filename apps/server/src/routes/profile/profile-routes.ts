import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { ZodTypeProvider } from '../../http/route-schemas.js';
import { publicProfile } from '../../services/profiles/profiles.js';
import { currentRatings, currentTeamRatings, refreshRatings } from '../../services/ratings/ratings.js';

/** Most people one ratings question may name: a board page's worth. */
const MAX_RATED_IDS = 200;

const handleParamsSchema = z.object({ handle: z.string().max(100).meta({ description: 'The person’s handle' }) });

const ratingsQuerySchema = z.object({
  ids: z
    .string({ error: 'ids is required' })
    .max(MAX_RATED_IDS * 40)
    .transform((text) => [...new Set(text.split(',').filter(Boolean))])
    .refine((ids) => ids.length <= MAX_RATED_IDS, `At most ${MAX_RATED_IDS} ids`)
    .meta({ description: 'Comma-separated user ids' }),
});

export async function profileRoutes(server: FastifyInstance, context: AppContext): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { database, standings, clock } = context;

  // Public, like a LeetCode or Codeforces profile: it holds only what anyone may know (services/profiles).
  app.get(
    '/user/profile/:handle',
    { config: { access: 'public' }, schema: { summary: 'A person’s public profile', params: handleParamsSchema } },
    async (request) =>
      publicProfile(database, {
        handle: request.params.handle,
        standings,
        nowMs: clock(),
        reader: request.user ?? null,
      }),
  );

  // Boards show a rating and link a profile beside each name; handles and ratings are public. A team
  // contest's rows are teams: their ratings (rated team contests) come in `teams`, by the same ids.
  app.get(
    '/user/ratings',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Handles and current ratings of the given people, and current ratings of the given teams',
        querystring: ratingsQuerySchema,
      },
    },
    async (request) => {
      const ids = request.query.ids;
      await refreshRatings(database, { standings, nowMs: clock() });
      const [ratings, users, teamRatings, teams] = await Promise.all([
        currentRatings(database, ids),
        ids.length === 0 ? [] : database.selectFrom('users').select(['id', 'handle']).where('id', 'in', ids).execute(),
        currentTeamRatings(database, ids),
        ids.length === 0 ? [] : database.selectFrom('teams').select('id').where('id', 'in', ids).execute(),
      ]);
      return {
        users: users.map((user) => ({ _id: user.id, handle: user.handle, rating: ratings.get(user.id) ?? null })),
        teams: teams.map((team) => ({ _id: team.id, rating: teamRatings.get(team.id) ?? null })),
      };
    },
  );
}
