import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { classroomMessages as messages, memberHandleSchema } from '@codeyard/shared';
import type { AppContext } from '../../context.js';
import { idParamsSchema, type ZodTypeProvider } from '../../http/route-schemas.js';
import { openToEveryone } from '../../services/classrooms/private-problems.js';
import { listTeachers, setTeacher } from '../../services/classrooms/teachers.js';

const handleParamsSchema = z.object({ handle: memberHandleSchema });

/** The admin's side of classrooms: who teaches, and opening a private problem to everyone again. */
export async function teacherRoutes(server: FastifyInstance, context: AppContext): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { database } = context;
  const admin = { access: 'admin' as const };

  app.get(
    '/admin/teachers',
    { config: admin, schema: { summary: 'The users marked as teachers, by handle' } },
    async () => ({
      teachers: await listTeachers(database),
    }),
  );
  app.put(
    '/admin/teachers/:handle',
    {
      config: admin,
      schema: { summary: 'Mark a user as a teacher: they may create groups', params: handleParamsSchema },
    },
    async (request) => {
      const teacher = await setTeacher(database, { handle: request.params.handle, teacher: true });
      return { message: messages.teacherMarked(teacher.handle), teacher };
    },
  );
  app.delete(
    '/admin/teachers/:handle',
    {
      config: admin,
      schema: {
        summary: 'Unmark a teacher: no new groups; the groups they have stay theirs',
        params: handleParamsSchema,
      },
    },
    async (request) => {
      const teacher = await setTeacher(database, { handle: request.params.handle, teacher: false });
      return { message: messages.teacherUnmarked(teacher.handle), teacher };
    },
  );
  app.delete(
    '/problem/groups/:id',
    {
      config: admin,
      schema: { summary: 'Open a problem private to groups to everyone again', params: idParamsSchema },
    },
    async (request) => {
      await openToEveryone(database, request.params.id);
      return { message: messages.openedToEveryone };
    },
  );
}
