import { z } from 'zod';
import { isCountryCode } from './countries.js';
import type { RatingChange } from './profile.js';

/** Longest team, organisation or category name, in characters after trimming. */
export const TEAM_NAME_MAX_LENGTH = 100;
/** Longest formal name of an organisation ("Massachusetts Institute of Technology"). */
export const FORMAL_NAME_MAX_LENGTH = 200;
/** Most members of a team: an ICPC team is three, a course's project group may be more. */
export const TEAM_MAX_MEMBERS = 10;

export const teamMessages = {
  teamName: `Team name must be 1 to ${TEAM_NAME_MAX_LENGTH} characters`,
  organizationName: `Organisation name must be 1 to ${TEAM_NAME_MAX_LENGTH} characters`,
  formalName: `Formal name must be at most ${FORMAL_NAME_MAX_LENGTH} characters`,
  categoryName: `Category name must be 1 to ${TEAM_NAME_MAX_LENGTH} characters`,
  country: 'Country must be an ISO 3166-1 alpha-3 code, such as NLD, USA or IND',
  logo: 'Logo must be an http or https address',
  hidden: 'hidden must be true or false',
  members: `Members must be a list of at most ${TEAM_MAX_MEMBERS} handles`,
  memberHandle: 'Each member must be a handle',
  memberTwice: (handle: string) => `@${handle} is listed twice`,
  unknownHandle: (handle: string) => `No account has the handle @${handle}`,
  alreadyInTeam: (handle: string, team: string) => `@${handle} is already in the team "${team}"`,
  organizationBoth: 'Give organization or organizationId, not both',
  unknownOrganization: 'No organisation has this id',
  unknownCategory: (category: string) => `No category is called "${category}"`,
  teamTaken: (name: string) => `A team called "${name}" already exists`,
  organizationTaken: (name: string) => `An organisation called "${name}" already exists`,
  categoryTaken: (name: string) => `A category called "${name}" already exists`,
  organizationInUse: (teams: number) =>
    `The organisation still has ${teams === 1 ? 'a team' : `${teams} teams`}: move or delete ${teams === 1 ? 'it' : 'them'} first`,
  categoryInUse: (teams: number) =>
    `The category still has ${teams === 1 ? 'a team' : `${teams} teams`}: move or delete ${teams === 1 ? 'it' : 'them'} first`,
  teamNotFound: 'Team not found',
  teamRatingsPrivate: "Only the team's members and the jury can read its ratings",
  organizationNotFound: 'Organisation not found',
  categoryNotFound: 'Category not found',
  teamCreated: 'Team created',
  teamUpdated: 'Team updated',
  teamDeleted: 'Team deleted',
  organizationCreated: 'Organisation created',
  organizationUpdated: 'Organisation updated',
  organizationDeleted: 'Organisation deleted',
  categoryCreated: 'Category created',
  categoryUpdated: 'Category updated',
  categoryDeleted: 'Category deleted',
} as const;

/** Trimmed text of 1 to `max` characters, with `message` for anything else. */
function name(message: string, max = TEAM_NAME_MAX_LENGTH) {
  return z
    .string({ error: message })
    .transform((value) => value.trim())
    .refine((value) => value.length > 0 && value.length <= max, message);
}

/** An alpha-3 code in any case, kept in capitals; it must name a real country. */
export const countryCodeSchema = z
  .string({ error: teamMessages.country })
  .transform((value) => value.trim().toUpperCase())
  .refine((value): boolean => isCountryCode(value), teamMessages.country);

const logoSchema = z
  .string({ error: teamMessages.logo })
  .trim()
  .max(2000, teamMessages.logo)
  .refine((value) => /^https?:\/\/[^\s]+$/i.test(value), teamMessages.logo);

const formalNameSchema = z
  .string({ error: teamMessages.formalName })
  .transform((value) => value.trim())
  .refine((value) => value.length <= FORMAL_NAME_MAX_LENGTH, teamMessages.formalName);

/** POST /organizations; `formalName` left out or empty: the name. */
export const createOrganizationSchema = z.object({
  name: name(teamMessages.organizationName),
  formalName: formalNameSchema.nullish(),
  country: countryCodeSchema.nullish(),
  logo: logoSchema.nullish(),
});
export type CreateOrganizationInput = z.input<typeof createOrganizationSchema>;
export type OrganizationFields = z.output<typeof createOrganizationSchema>;

/** PUT /organizations/:id: what is given is replaced (null clears formalName, country, logo). */
export const updateOrganizationSchema = createOrganizationSchema.partial();
export type UpdateOrganizationInput = z.input<typeof updateOrganizationSchema>;
export type OrganizationChanges = z.output<typeof updateOrganizationSchema>;

/** POST /categories. A hidden category's teams are left off public boards (CLICS `hidden`). */
export const createCategorySchema = z.object({
  name: name(teamMessages.categoryName),
  hidden: z.boolean({ error: teamMessages.hidden }).default(false),
});
export type CreateCategoryInput = z.input<typeof createCategorySchema>;
export type CategoryFields = z.output<typeof createCategorySchema>;

/** PUT /categories/:id. */
export const updateCategorySchema = z.object({
  name: name(teamMessages.categoryName).optional(),
  hidden: z.boolean({ error: teamMessages.hidden }).optional(),
});
export type UpdateCategoryInput = z.input<typeof updateCategorySchema>;
export type CategoryChanges = z.output<typeof updateCategorySchema>;

/** A member's handle in any case, a leading `@` allowed, kept lowercase (the team form adds one at a time with it). */
export const teamMemberHandleSchema = z
  .string({ error: teamMessages.memberHandle })
  .transform((value) => value.trim().replace(/^@/, '').toLowerCase())
  .refine((value) => value.length > 0 && value.length <= 100, teamMessages.memberHandle);

/** Handles in any case, kept lowercase; each at most once. */
const membersSchema = z
  .array(teamMemberHandleSchema, { error: teamMessages.members })
  .max(TEAM_MAX_MEMBERS, teamMessages.members)
  .superRefine((handles, context) => {
    const seen = new Set<string>();
    for (const [index, handle] of handles.entries()) {
      if (seen.has(handle))
        context.addIssue({ code: 'custom', path: [index], message: teamMessages.memberTwice(handle) });
      seen.add(handle);
    }
  });

/** A team's organisation given inline: the one of that name (any case), or a new one. */
const inlineOrganizationSchema = z.object({
  name: name(teamMessages.organizationName),
  country: countryCodeSchema.nullish(),
});

const teamFields = {
  name: name(teamMessages.teamName),
  members: membersSchema,
  organization: inlineOrganizationSchema.nullish(),
  organizationId: z.string().min(1).max(100).nullish(),
  /** A category's id or name. */
  category: z.string().trim().min(1).max(TEAM_NAME_MAX_LENGTH).nullish(),
};

function oneOrganization(value: { organization?: unknown; organizationId?: unknown }, context: z.RefinementCtx) {
  if (value.organization != null && value.organizationId != null)
    context.addIssue({ code: 'custom', path: ['organizationId'], message: teamMessages.organizationBoth });
}

/** POST /teams. */
export const createTeamSchema = z.object(teamFields).superRefine(oneOrganization);
export type CreateTeamInput = z.input<typeof createTeamSchema>;
export type TeamFields = z.output<typeof createTeamSchema>;

/** PUT /teams/:id: what is given is replaced (`members` the whole list; null clears the organisation or category). */
export const updateTeamSchema = z.object(teamFields).partial().superRefine(oneOrganization);
export type UpdateTeamInput = z.input<typeof updateTeamSchema>;
export type TeamChanges = z.output<typeof updateTeamSchema>;

export type OrganizationView = {
  _id: string;
  name: string;
  formalName: string;
  /** ISO 3166-1 alpha-3, or null. */
  country: string | null;
  logo: string | null;
  createdAt: string;
};

export type CategoryView = { _id: string; name: string; hidden: boolean; createdAt: string };

export type TeamMemberView = { _id: string; handle: string; name: string };

export type TeamView = {
  _id: string;
  name: string;
  organization: OrganizationView | null;
  category: CategoryView | null;
  members: TeamMemberView[];
  createdAt: string;
  updatedAt: string;
};

/**
 * GET /teams/:id/ratings (the jury and the team's members): a rated team contest rates its teams
 * (docs/contests.md#team-contests); `rating` is the latest, null before the first rated contest.
 */
export type TeamRatings = {
  team: { _id: string; name: string };
  rating: number | null;
  history: RatingChange[];
};
