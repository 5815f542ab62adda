import { useState } from 'react';

import { createTeamSchema, teamMemberHandleSchema, updateTeamSchema, type TeamView } from '@codeyard/shared';

import { Field } from '../../../components/form/field';
import { TextInput } from '../../../components/form/text-input';
import { useSaveTeam } from '../api/teams';
import { useEditorSubmit } from '../hooks/use-editor-submit';
import { CategoryField } from './category-field';
import { EditorPanel } from './editor-panel';
import { MemberListField } from './member-list-field';
import { NEW_ORGANIZATION, OrganizationField, type OrganizationChoice } from './organization-field';

type TeamFormProps = {
  /** The team to edit, or null for a new one. */
  team: TeamView | null;
  onSaved: (message: string) => void;
  onCancel: () => void;
};

const shownPaths = new Set([
  'name',
  'members',
  'organizationId',
  'organization.name',
  'organization.country',
  'category',
]);
const shows = (path: string) => shownPaths.has(path) || /^members\.\d+$/.test(path);

/** The body's organisation: an existing one by id, a new one inline (found by name if it exists), or none. */
function organizationOf(choice: OrganizationChoice) {
  if (choice.id === NEW_ORGANIZATION)
    return { organization: { name: choice.newName, country: choice.newCountry === '' ? null : choice.newCountry } };
  return { organizationId: choice.id === '' ? null : choice.id };
}

/** Create or edit a team: its name, organisation, category and members (the whole list is sent each time). */
export function TeamForm({ team, onSaved, onCancel }: TeamFormProps) {
  const [name, setName] = useState(team?.name ?? '');
  const [organization, setOrganization] = useState<OrganizationChoice>({
    id: team?.organization?._id ?? '',
    newName: '',
    newCountry: '',
  });
  const [category, setCategory] = useState(team?.category?._id ?? '');
  const [members, setMembers] = useState(team?.members.map((member) => member.handle) ?? []);
  const [pendingMember, setPendingMember] = useState('');
  // The list as last sent: the refusals name members by their place in it.
  const [sentMembers, setSentMembers] = useState<string[]>([]);
  const save = useSaveTeam();
  const schema = team ? updateTeamSchema : createTeamSchema;
  const { errors, failure, pending, attempt, submit } = useEditorSubmit({
    parse: (input) => schema.safeParse(input),
    save: (input) => save.mutateAsync({ teamId: team?._id ?? null, input }),
    shows,
    onSaved,
  });

  const memberErrors = new Map<string, string>();
  // A refusal naming a place the list sent did not have is still said, under the list.
  let unplaced: string | undefined;
  for (const [path, message] of Object.entries(errors)) {
    const index = /^members\.(\d+)$/.exec(path)?.[1];
    if (index === undefined) continue;
    const parsed = teamMemberHandleSchema.safeParse(sentMembers[Number(index)]);
    if (parsed.success) memberErrors.set(parsed.data, message);
    else unplaced ??= message;
  }

  const onSubmit = () => {
    // A handle typed but not added yet is meant as a member too.
    const sent = pendingMember.trim() === '' ? members : [...members, pendingMember];
    setSentMembers(sent);
    void submit({ name, members: sent, category: category === '' ? null : category, ...organizationOf(organization) });
  };

  return (
    <EditorPanel
      heading={team ? `Edit ${team.name}` : 'New team'}
      submitLabel={team ? 'Save team' : 'Create team'}
      pending={pending}
      failure={failure}
      attempt={attempt}
      onSubmit={onSubmit}
      onCancel={onCancel}
    >
      <Field label="Team name" error={errors.name}>
        {({ id, describedBy }) => (
          <TextInput
            id={id}
            describedBy={describedBy}
            invalid={Boolean(errors.name)}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <OrganizationField
          value={organization}
          onChange={setOrganization}
          current={team?.organization ?? null}
          errors={errors}
        />
        <CategoryField
          value={category}
          onChange={setCategory}
          current={team?.category ?? null}
          error={errors.category}
        />
      </div>
      <MemberListField
        members={members}
        onChange={setMembers}
        pending={pendingMember}
        onPendingChange={setPendingMember}
        names={new Map(team?.members.map((member) => [member.handle, member.name] as const))}
        memberErrors={memberErrors}
        listError={errors.members ?? unplaced}
      />
    </EditorPanel>
  );
}
