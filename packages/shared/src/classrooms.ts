import { z } from 'zod';

/** Longest group name, in characters after trimming. */
export const GROUP_NAME_MAX_LENGTH = 100;
/** Longest assignment title. */
export const ASSIGNMENT_TITLE_MAX_LENGTH = 200;
/** Most problems one assignment lists. */
export const ASSIGNMENT_MAX_PROBLEMS = 50;

/**
 * Join codes: 10 characters of 32 (digits and capitals without 0, 1, I and O, which read alike),
 * so 50 bits, drawn by the server with crypto.randomInt. With the failure limits on joining
 * (JOIN_CODE_FAILURES_*) a guesser gets a few dozen tries a quarter of an hour: nowhere near.
 */
export const JOIN_CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const JOIN_CODE_LENGTH = 10;

/** What a person types, in any case, with or without the dash and spaces, as the code is stored. */
export function normalizeJoinCode(text: string): string {
  return text.toUpperCase().replace(/[\s-]/g, '');
}

/** The code as screens show it: two halves of five joined by a dash (ABCDE-FGHJK), easier to read out. */
export function formatJoinCode(code: string): string {
  return code.length === JOIN_CODE_LENGTH ? `${code.slice(0, 5)}-${code.slice(5)}` : code;
}

export const classroomMessages = {
  groupName: `Group name must be 1 to ${GROUP_NAME_MAX_LENGTH} characters`,
  assignmentTitle: `Title must be 1 to ${ASSIGNMENT_TITLE_MAX_LENGTH} characters`,
  dueAt: 'Due date must be a valid date and time',
  problemsRequired: 'Choose at least one problem',
  problemsTooMany: `An assignment can have at most ${ASSIGNMENT_MAX_PROBLEMS} problems`,
  problemTwice: 'A problem can be in an assignment only once',
  problemUnknown: (reference: string) => `No problem has the id or slug "${reference}"`,
  problemNotForGroup: (title: string) =>
    `"${title}" is not open to every member of this group: choose a practice problem, or one private to this group`,
  joinCodeFormat: `A join code is ${JOIN_CODE_LENGTH} letters and digits, such as ABCDE-FGHJK`,
  joinCodeUnknown: 'No group has this join code',
  joinLimited: (seconds: number) => `Too many wrong join codes, please try again in ${seconds} seconds.`,
  handle: 'Give the handle of an account',
  unknownHandle: (handle: string) => `No account has the handle @${handle}`,
  teacherOfGroup: 'You teach this group, so you cannot also be one of its members',
  teacherNotMember: (handle: string) => `@${handle} teaches this group, so cannot also be one of its members`,
  notMember: (handle: string) => `@${handle} is not a member of this group`,
  notTeacher: 'Only teachers can create groups: ask an admin to mark you as a teacher',
  groupNotFound: 'Group not found',
  assignmentNotFound: 'Assignment not found',
  notYourGroup: 'Only the teacher of this group (or an admin) can do this',
  progressTeacherOnly: "Only the group's teacher (or an admin) can read its progress",
  privateNeedsAdmin: 'Only an admin can make a problem that everyone can open private to a group',
  privateInContest: (title: string) =>
    `"${title}" is in a contest, which shows its problems to every contestant: it cannot be private to a group`,
  privateProblemInContest:
    'A chosen problem is private to a group, and a contest shows its problems to every contestant',
  notPrivateHere: 'This problem is not private to this group',
  groupCreated: 'Group created',
  groupUpdated: 'Group updated',
  groupDeleted: 'Group deleted',
  joined: (name: string) => `You joined ${name}`,
  alreadyMember: (name: string) => `You are already in ${name}`,
  left: (name: string) => `You left ${name}`,
  memberAdded: (handle: string) => `@${handle} added`,
  memberRemoved: (handle: string) => `@${handle} removed`,
  codeRegenerated: 'New join code made: the old one no longer works',
  assignmentCreated: 'Assignment created',
  assignmentUpdated: 'Assignment updated',
  assignmentDeleted: 'Assignment deleted',
  madePrivate: 'The problem is now private to this group',
  privateRemoved: 'The problem is no longer private to this group',
  openedToEveryone: 'The problem is open to everyone again',
  teacherMarked: (handle: string) => `@${handle} is now a teacher`,
  teacherUnmarked: (handle: string) => `@${handle} is no longer a teacher`,
} as const;

const trimmedText = (message: string, max: number) =>
  z
    .string({ error: message })
    .transform((value) => value.trim())
    .refine((value) => value.length > 0 && value.length <= max, message);

/** POST /groups and PUT /groups/:id. */
export const groupSchema = z.object({ name: trimmedText(classroomMessages.groupName, GROUP_NAME_MAX_LENGTH) });
export type GroupInput = z.input<typeof groupSchema>;

/** POST /groups/join: any case, dashes and spaces ignored. */
export const joinGroupSchema = z.object({
  code: z
    .string({ error: classroomMessages.joinCodeFormat })
    .max(40, classroomMessages.joinCodeFormat)
    .transform(normalizeJoinCode)
    .refine(
      (code) => code.length === JOIN_CODE_LENGTH && [...code].every((letter) => JOIN_CODE_ALPHABET.includes(letter)),
      classroomMessages.joinCodeFormat,
    ),
});
export type JoinGroupInput = z.input<typeof joinGroupSchema>;

/** A handle as typed (any case, an optional @), kept lowercase. */
export const memberHandleSchema = z
  .string({ error: classroomMessages.handle })
  .transform((value) => value.trim().replace(/^@/, '').toLowerCase())
  .refine((value) => value.length > 0 && value.length <= 100, classroomMessages.handle);

/** POST /groups/:id/members. */
export const addMemberSchema = z.object({ handle: memberHandleSchema });
export type AddMemberInput = z.input<typeof addMemberSchema>;

const dueAtSchema = z
  .string({ error: classroomMessages.dueAt })
  .max(100, classroomMessages.dueAt)
  .refine((value) => !Number.isNaN(Date.parse(value)), classroomMessages.dueAt)
  .transform((value) => new Date(value).toISOString());

/** Problem ids or slugs, each once. */
const assignmentProblemsSchema = z
  .array(z.string().trim().min(1).max(200), { error: classroomMessages.problemsRequired })
  .min(1, classroomMessages.problemsRequired)
  .max(ASSIGNMENT_MAX_PROBLEMS, classroomMessages.problemsTooMany)
  .refine((references) => new Set(references).size === references.length, classroomMessages.problemTwice);

/** POST /groups/:id/assignments. */
export const assignmentSchema = z.object({
  title: trimmedText(classroomMessages.assignmentTitle, ASSIGNMENT_TITLE_MAX_LENGTH),
  problems: assignmentProblemsSchema,
  dueAt: dueAtSchema,
});
export type AssignmentInput = z.input<typeof assignmentSchema>;
export type AssignmentFields = z.output<typeof assignmentSchema>;

/** PUT /groups/:id/assignments/:assignmentId: what is given is replaced (`problems` as a whole list). */
export const updateAssignmentSchema = assignmentSchema.partial();
export type UpdateAssignmentInput = z.input<typeof updateAssignmentSchema>;
export type AssignmentChanges = z.output<typeof updateAssignmentSchema>;

/** GET /groups/:id/progress?format=csv downloads the table. */
export const progressQuerySchema = z.object({ format: z.enum(['json', 'csv']).optional() });

export type GroupPerson = { _id: string; handle: string; name: string };

/** The caller's part in a group: its teacher, a member, or an admin looking in. */
export type GroupRole = 'teacher' | 'member' | 'admin';

export type GroupSummary = {
  _id: string;
  name: string;
  teacher: GroupPerson;
  role: GroupRole;
  memberCount: number;
  assignmentCount: number;
  /** Only for its teacher and admins: members never see it (they could pass it on). */
  joinCode: string | null;
  createdAt: string;
  updatedAt: string;
};

export type AssignmentProblem = { _id: string; title: string; difficulty: string };

/** A member's own standing on one problem of an assignment. */
export type ProblemMark = {
  solved: boolean;
  /** When the first accepted submission was made; null while unsolved. */
  solvedAt: string | null;
  /** Solved, but after the assignment's due time. */
  late: boolean;
};

export type AssignmentView = {
  _id: string;
  groupId: string;
  title: string;
  dueAt: string;
  /** For a member, each with their own mark. */
  problems: (AssignmentProblem & Partial<ProblemMark>)[];
  createdAt: string;
  updatedAt: string;
};

export type GroupMemberView = GroupPerson & { joinedAt: string };

/** GET /groups/:id: members and private problems only for its teacher and admins (null for members). */
export type GroupDetail = GroupSummary & {
  members: GroupMemberView[] | null;
  assignments: AssignmentView[];
  privateProblems: AssignmentProblem[] | null;
  serverTime: string;
};

/** GET /groups/assignments: the caller's assignments in every group they are a member of. */
export type MemberAssignment = AssignmentView & {
  group: { _id: string; name: string };
  problems: (AssignmentProblem & ProblemMark)[];
};
export type MemberAssignments = { assignments: MemberAssignment[]; serverTime: string };

/** One member on one problem of one assignment (docs/classrooms.md, "Progress"). */
export type ProblemProgress = ProblemMark & {
  assignmentId: string;
  problemId: string;
  /** Submissions made before the first accepted one; every submission while unsolved (pending ones not counted). */
  attempts: number;
};

export type GroupProgress = {
  group: { _id: string; name: string };
  assignments: { _id: string; title: string; dueAt: string; problems: AssignmentProblem[] }[];
  members: { _id: string; handle: string; name: string; problems: ProblemProgress[] }[];
  serverTime: string;
};

/** GET /admin/teachers. */
export type TeacherView = GroupPerson & { admin: boolean };

export type DueCountdown = { overdue: boolean; text: string };

/**
 * An assignment's due time as a countdown at server time `nowMs`: days and hours while more than a
 * day is left ('Due in 3d 04h'), then hours, minutes and seconds ('Due in 2h 05m 09s'), then how
 * long ago ('Overdue by 1d 02h'). Rounds the time left up, so it never reads 0s while time is left.
 */
export function dueCountdown(dueAt: string, nowMs: number): DueCountdown {
  const leftMs = Date.parse(dueAt) - nowMs;
  const overdue = leftMs < 0;
  const seconds = overdue ? Math.floor(-leftMs / 1000) : Math.ceil(leftMs / 1000);
  const pad = (value: number) => String(value).padStart(2, '0');
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3_600);
  const minutes = Math.floor((seconds % 3_600) / 60);
  const span =
    days > 0
      ? `${days}d ${pad(hours)}h`
      : hours > 0
        ? `${hours}h ${pad(minutes)}m ${pad(seconds % 60)}s`
        : `${minutes}m ${pad(seconds % 60)}s`;
  return { overdue, text: overdue ? `Overdue by ${span}` : `Due in ${span}` };
}
