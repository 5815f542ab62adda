import type { FastifyInstance } from 'fastify';
import {
  createCategorySchema,
  createOrganizationSchema,
  createTeamSchema,
  teamMessages as messages,
  updateCategorySchema,
  updateOrganizationSchema,
  updateTeamSchema,
} from '@codeyard/shared';
import type { AppContext } from '../../context.js';
import { currentUser } from '../../http/access.js';
import { idParamsSchema, type ZodTypeProvider } from '../../http/route-schemas.js';
import {
  createCategory,
  deleteCategory,
  getCategory,
  listCategories,
  updateCategory,
} from '../../services/teams/categories.js';
import {
  createOrganization,
  deleteOrganization,
  getOrganization,
  listOrganizations,
  updateOrganization,
} from '../../services/teams/organizations.js';
import { teamRatingsFor } from '../../services/teams/team-ratings.js';
import { createTeam, deleteTeam, getTeam, listTeams, updateTeam } from '../../services/teams/teams.js';

/**
 * Teams, their organisations and categories (docs/contests.md#teams): the jury's alone. A member
 * edits nothing of their team: every call here is admin-only, reading included (a team's list
 * names its members' accounts), but for a team's ratings, which its members read too.
 */
export async function teamRoutes(server: FastifyInstance, context: AppContext): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { database, clock, standings } = context;
  const admin = { access: 'admin' as const };

  app.get(
    '/teams',
    { config: admin, schema: { summary: 'Every team, by name, with its organisation, category and members' } },
    async () => ({
      teams: await listTeams(database),
    }),
  );
  app.get(
    '/teams/:id',
    { config: admin, schema: { summary: 'One team', params: idParamsSchema } },
    async (request) => ({
      team: await getTeam(database, request.params.id),
    }),
  );
  app.get(
    '/teams/:id/ratings',
    {
      config: { access: 'user' },
      schema: {
        summary: 'A team’s rating and its history in rated team contests (the jury and the team’s members)',
        params: idParamsSchema,
      },
    },
    async (request) =>
      teamRatingsFor(database, {
        teamId: request.params.id,
        viewer: currentUser(request),
        standings,
        nowMs: clock(),
      }),
  );
  app.post(
    '/teams',
    {
      config: admin,
      schema: {
        summary: 'Create a team of existing accounts (by handle); a person is in at most one team',
        body: createTeamSchema,
      },
    },
    async (request, reply) => {
      const team = await createTeam(database, { input: request.body, nowMs: clock() });
      return reply.status(201).send({ message: messages.teamCreated, team });
    },
  );
  app.put(
    '/teams/:id',
    {
      config: admin,
      schema: {
        summary: 'Change a team: what is given is replaced (`members`: the whole list)',
        params: idParamsSchema,
        body: updateTeamSchema,
      },
    },
    async (request) => ({
      message: messages.teamUpdated,
      team: await updateTeam(database, { id: request.params.id, input: request.body, nowMs: clock() }),
    }),
  );
  app.delete(
    '/teams/:id',
    { config: admin, schema: { summary: 'Delete a team (its members stay)', params: idParamsSchema } },
    async (request) => {
      await deleteTeam(database, request.params.id);
      return { message: messages.teamDeleted };
    },
  );

  app.get('/organizations', { config: admin, schema: { summary: 'Every organisation, by name' } }, async () => ({
    organizations: await listOrganizations(database),
  }));
  app.get(
    '/organizations/:id',
    { config: admin, schema: { summary: 'One organisation', params: idParamsSchema } },
    async (request) => ({
      organization: await getOrganization(database, request.params.id),
    }),
  );
  app.post(
    '/organizations',
    {
      config: admin,
      schema: { summary: 'Create an organisation (country: ISO 3166-1 alpha-3)', body: createOrganizationSchema },
    },
    async (request, reply) => {
      const organization = await createOrganization(database, { input: request.body, nowMs: clock() });
      return reply.status(201).send({ message: messages.organizationCreated, organization });
    },
  );
  app.put(
    '/organizations/:id',
    {
      config: admin,
      schema: {
        summary: 'Change an organisation: what is given is replaced',
        params: idParamsSchema,
        body: updateOrganizationSchema,
      },
    },
    async (request) => ({
      message: messages.organizationUpdated,
      organization: await updateOrganization(database, { id: request.params.id, input: request.body }),
    }),
  );
  app.delete(
    '/organizations/:id',
    { config: admin, schema: { summary: 'Delete an organisation no team belongs to', params: idParamsSchema } },
    async (request) => {
      await deleteOrganization(database, request.params.id);
      return { message: messages.organizationDeleted };
    },
  );

  app.get('/categories', { config: admin, schema: { summary: 'Every category, by name' } }, async () => ({
    categories: await listCategories(database),
  }));
  app.get(
    '/categories/:id',
    { config: admin, schema: { summary: 'One category', params: idParamsSchema } },
    async (request) => ({
      category: await getCategory(database, request.params.id),
    }),
  );
  app.post(
    '/categories',
    {
      config: admin,
      schema: {
        summary: 'Create a category (hidden: its teams are left off public boards)',
        body: createCategorySchema,
      },
    },
    async (request, reply) => {
      const category = await createCategory(database, { input: request.body, nowMs: clock() });
      return reply.status(201).send({ message: messages.categoryCreated, category });
    },
  );
  app.put(
    '/categories/:id',
    { config: admin, schema: { summary: 'Change a category', params: idParamsSchema, body: updateCategorySchema } },
    async (request) => ({
      message: messages.categoryUpdated,
      category: await updateCategory(database, { id: request.params.id, input: request.body }),
    }),
  );
  app.delete(
    '/categories/:id',
    { config: admin, schema: { summary: 'Delete a category no team is in', params: idParamsSchema } },
    async (request) => {
      await deleteCategory(database, request.params.id);
      return { message: messages.categoryDeleted };
    },
  );
}
