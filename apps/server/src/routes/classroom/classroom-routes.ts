import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  addMemberSchema,
  assignmentSchema,
  classroomMessages as messages,
  groupSchema,
  joinGroupSchema,
  memberHandleSchema,
  progressQuerySchema,
  updateAssignmentSchema,
} from '@codeyard/shared';
import type { AppContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { currentUser } from '../../http/access.js';
import { idParamsSchema, type ZodTypeProvider } from '../../http/route-schemas.js';
import {
  createAssignment,
  deleteAssignment,
  memberAssignments,
  updateAssignment,
} from '../../services/classrooms/assignments.js';
import { groupDetail } from '../../services/classrooms/group-detail.js';
import {
  addMember,
  createGroup,
  deleteGroup,
  joinGroup,
  leaveGroup,
  listGroups,
  regenerateJoinCode,
  removeMember,
  renameGroup,
} from '../../services/classrooms/groups.js';
import { makePrivateToGroup, removeFromGroup } from '../../services/classrooms/private-problems.js';
import { groupProgress, progressCsv, progressFileName } from '../../services/classrooms/progress.js';
import { canTeach } from '../../services/classrooms/teachers.js';
import { nowIso } from '../../services/ids.js';
import { teacherRoutes } from './teacher-routes.js';

const memberParamsSchema = idParamsSchema.extend({ handle: memberHandleSchema });
const assignmentParamsSchema = idParamsSchema.extend({ assignmentId: z.string() });
const problemParamsSchema = idParamsSchema.extend({ problemId: z.string() });

/**
 * Classrooms (docs/classrooms.md): groups, join codes, assignments and the progress table. Every
 * route is for signed-in users; who may do what with a group is decided by the services
 * (services/classrooms/group-access.ts): its teacher and admins manage it, members read it, and to
 * anyone else it does not exist (404).
 */
export async function classroomRoutes(server: FastifyInstance, context: AppContext): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { database, clock } = context;
  const user = { access: 'user' as const };

  app.get(
    '/groups',
    {
      config: user,
      schema: {
        summary: 'The groups the caller teaches or is in (an admin: every group), and whether they may create one',
      },
    },
    async (request) => {
      const viewer = currentUser(request);
      return { groups: await listGroups(database, viewer), canTeach: await canTeach(database, viewer) };
    },
  );
  app.post(
    '/groups',
    {
      config: user,
      schema: { summary: 'Create a group (teachers and admins); answers its join code', body: groupSchema },
    },
    async (request, reply) => {
      const group = await createGroup(database, {
        teacher: currentUser(request),
        name: request.body.name,
        nowMs: clock(),
      });
      return reply.status(201).send({ message: messages.groupCreated, group });
    },
  );
  app.post(
    '/groups/join',
    {
      config: user,
      schema: {
        summary:
          'Join a group with its code; wrong codes are counted per account and per address (429 past the limits)',
        body: joinGroupSchema,
      },
    },
    async (request) => {
      const viewer = currentUser(request);
      const attempt = { account: viewer._id, address: request.ip };
      // Refused before the code is even looked up, so a guesser past the limit learns nothing more.
      await context.joinCodeGuard.assertAllowed(attempt);
      const result = await joinGroup(database, { user: viewer, code: request.body.code, nowMs: clock() });
      if (!result) {
        await context.joinCodeGuard.recordFailure(attempt);
        throw new AppError('NOT_FOUND', messages.joinCodeUnknown);
      }
      return {
        message: result.joined ? messages.joined(result.group.name) : messages.alreadyMember(result.group.name),
        group: result.group,
      };
    },
  );
  app.get(
    '/groups/assignments',
    {
      config: user,
      schema: { summary: "The caller's assignments in every group they are in, soonest due first, with their marks" },
    },
    async (request) => ({
      assignments: await memberAssignments(database, { user: currentUser(request), nowMs: clock() }),
      serverTime: nowIso(clock()),
    }),
  );
  app.get(
    '/groups/:id',
    {
      config: user,
      schema: {
        summary: 'One group: members and join code for its teacher, marks for a member',
        params: idParamsSchema,
      },
    },
    async (request) => ({
      group: await groupDetail(database, { groupId: request.params.id, viewer: currentUser(request), nowMs: clock() }),
    }),
  );
  app.put(
    '/groups/:id',
    {
      config: user,
      schema: { summary: 'Rename a group (its teacher or an admin)', params: idParamsSchema, body: groupSchema },
    },
    async (request) => ({
      message: messages.groupUpdated,
      group: await renameGroup(database, {
        groupId: request.params.id,
        viewer: currentUser(request),
        name: request.body.name,
        nowMs: clock(),
      }),
    }),
  );
  app.delete(
    '/groups/:id',
    {
      config: user,
      schema: { summary: 'Delete a group with its assignments (its teacher or an admin)', params: idParamsSchema },
    },
    async (request) => {
      await deleteGroup(database, { groupId: request.params.id, viewer: currentUser(request) });
      return { message: messages.groupDeleted };
    },
  );
  app.post(
    '/groups/:id/join-code',
    { config: user, schema: { summary: 'A new join code; the old one stops working', params: idParamsSchema } },
    async (request) => ({
      message: messages.codeRegenerated,
      group: await regenerateJoinCode(database, {
        groupId: request.params.id,
        viewer: currentUser(request),
        nowMs: clock(),
      }),
    }),
  );
  app.post(
    '/groups/:id/members',
    {
      config: user,
      schema: {
        summary: 'Add a member by handle (the teacher or an admin)',
        params: idParamsSchema,
        body: addMemberSchema,
      },
    },
    async (request) => {
      const { handle } = request.body;
      await addMember(database, { groupId: request.params.id, viewer: currentUser(request), handle, nowMs: clock() });
      return { message: messages.memberAdded(handle) };
    },
  );
  app.delete(
    '/groups/:id/members/:handle',
    { config: user, schema: { summary: 'Remove a member (the teacher or an admin)', params: memberParamsSchema } },
    async (request) => {
      const { id, handle } = request.params;
      await removeMember(database, { groupId: id, viewer: currentUser(request), handle });
      return { message: messages.memberRemoved(handle) };
    },
  );
  app.post(
    '/groups/:id/leave',
    { config: user, schema: { summary: 'Leave a group you are a member of', params: idParamsSchema } },
    async (request) => {
      const group = await leaveGroup(database, { groupId: request.params.id, viewer: currentUser(request) });
      return { message: messages.left(group.name) };
    },
  );

  app.post(
    '/groups/:id/assignments',
    {
      config: user,
      schema: {
        summary: 'Set an assignment: problems by id or slug, each open to every member, and a due time',
        params: idParamsSchema,
        body: assignmentSchema,
      },
    },
    async (request, reply) => {
      const assignment = await createAssignment(database, {
        groupId: request.params.id,
        viewer: currentUser(request),
        input: request.body,
        nowMs: clock(),
      });
      return reply.status(201).send({ message: messages.assignmentCreated, assignment });
    },
  );
  app.put(
    '/groups/:id/assignments/:assignmentId',
    {
      config: user,
      schema: {
        summary: 'Change an assignment: what is given is replaced (`problems` as a whole list)',
        params: assignmentParamsSchema,
        body: updateAssignmentSchema,
      },
    },
    async (request) => ({
      message: messages.assignmentUpdated,
      assignment: await updateAssignment(database, {
        groupId: request.params.id,
        assignmentId: request.params.assignmentId,
        viewer: currentUser(request),
        input: request.body,
        nowMs: clock(),
      }),
    }),
  );
  app.delete(
    '/groups/:id/assignments/:assignmentId',
    { config: user, schema: { summary: 'Delete an assignment', params: assignmentParamsSchema } },
    async (request) => {
      await deleteAssignment(database, {
        groupId: request.params.id,
        assignmentId: request.params.assignmentId,
        viewer: currentUser(request),
      });
      return { message: messages.assignmentDeleted };
    },
  );

  const progressSummary =
    'Every member on every assigned problem: solved, when, late, attempts (teacher or admin; 403 for members)';
  app.get(
    '/groups/:id/progress',
    {
      config: user,
      schema: {
        summary: `${progressSummary}; ?format=csv downloads it`,
        params: idParamsSchema,
        querystring: progressQuerySchema,
      },
    },
    async (request, reply) => {
      const progress = await groupProgress(database, {
        groupId: request.params.id,
        viewer: currentUser(request),
        nowMs: clock(),
      });
      if (request.query.format !== 'csv') return progress;
      return sendCsv(reply, progress);
    },
  );
  app.get(
    '/groups/:id/progress.csv',
    { config: user, schema: { summary: `${progressSummary}, as CSV`, params: idParamsSchema } },
    async (request, reply) =>
      sendCsv(
        reply,
        await groupProgress(database, { groupId: request.params.id, viewer: currentUser(request), nowMs: clock() }),
      ),
  );

  app.put(
    '/groups/:id/problems/:problemId',
    {
      config: user,
      schema: {
        summary:
          'Make a problem private to the group (admins: any problem; teachers: one already private to a group they teach)',
        params: problemParamsSchema,
      },
    },
    async (request) => {
      const { id, problemId } = request.params;
      await makePrivateToGroup(database, { groupId: id, problemId, viewer: currentUser(request), nowMs: clock() });
      return { message: messages.madePrivate };
    },
  );
  app.delete(
    '/groups/:id/problems/:problemId',
    {
      config: user,
      schema: {
        summary: "Take the group off a private problem's list (it stays private)",
        params: problemParamsSchema,
      },
    },
    async (request) => {
      const { id, problemId } = request.params;
      await removeFromGroup(database, { groupId: id, problemId, viewer: currentUser(request) });
      return { message: messages.privateRemoved };
    },
  );

  await teacherRoutes(server, context);
}

function sendCsv(reply: FastifyReply, progress: Awaited<ReturnType<typeof groupProgress>>) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${progressFileName(progress.group.name)}"`)
    .send(progressCsv(progress));
}
