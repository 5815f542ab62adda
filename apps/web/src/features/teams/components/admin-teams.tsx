import { Pencil, Plus } from 'lucide-react';
import { useState } from 'react';

import type { TeamView } from '@codeyard/shared';

import { AdminList, type AdminListColumn } from '../../../components/ui/admin-list';
import { DeleteButton } from '../../../components/ui/delete-button';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteTeam, useTeams } from '../api/teams';
import { useEditor } from '../hooks/use-editor';
import { CountryFlag } from './country-flag';
import { NoticeBox, type Notice } from './notice';
import { TeamForm } from './team-form';
import { TeamsNav } from './teams-nav';

export const DELETE_TEAM_CONFIRMATION = "Are you sure you want to delete this team? Its members' accounts stay.";

const none = <span className="text-base-content/60">None</span>;

function OrganizationCell({ team }: { team: TeamView }) {
  if (!team.organization) return none;
  return (
    <span className="inline-flex items-center gap-1">
      <CountryFlag code={team.organization.country} />
      {team.organization.name}
    </span>
  );
}

function CategoryCell({ team }: { team: TeamView }) {
  if (!team.category) return none;
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      {team.category.name}
      {team.category.hidden && <span className="badge badge-sm badge-neutral">hidden</span>}
    </span>
  );
}

const handles = (team: TeamView) =>
  team.members.length === 0 ? 'No members' : team.members.map((member) => `@${member.handle}`).join(', ');

const teamColumns: AdminListColumn<TeamView>[] = [
  {
    header: 'Organisation',
    cell: (team) => <OrganizationCell team={team} />,
    secondary: true,
    folded: (team) => (
      <>
        Organisation: <OrganizationCell team={team} />
      </>
    ),
  },
  {
    header: 'Category',
    cell: (team) => <CategoryCell team={team} />,
    secondary: true,
    folded: (team) => (
      <>
        Category: <CategoryCell team={team} />
      </>
    ),
  },
  {
    header: 'Members',
    cell: handles,
    secondary: true,
    folded: (team) => `Members: ${handles(team)}`,
    className: 'break-words',
  },
];

/** /admin/teams (issue 34): every team with Edit and Delete, and the form to make or change one. */
export function AdminTeams() {
  const teamsQuery = useTeams();
  const deleteTeam = useDeleteTeam();
  const editor = useEditor<TeamView>();
  const [notice, setNotice] = useState<Notice | null>(null);

  const open = (team: TeamView | null) => {
    setNotice(null);
    editor.open(team);
  };
  const onDelete = async (team: TeamView) => {
    if (!window.confirm(DELETE_TEAM_CONFIRMATION)) return;
    setNotice(null);
    if (editor.editing?.item?._id === team._id) editor.close();
    try {
      setNotice({ ok: true, text: (await deleteTeam.mutateAsync(team._id)).message });
    } catch (error) {
      setNotice({ ok: false, text: errorMessage(error) });
    }
  };

  return (
    <AdminList
      heading="Teams"
      headingAction={
        <button type="button" className="btn btn-primary btn-sm" onClick={() => open(null)}>
          <Plus className="size-4" aria-hidden="true" />
          New team
        </button>
      }
      query={teamsQuery}
      loadingLabel="Loading teams"
      emptyText="No teams found."
      rowKey={(team) => team._id}
      titleHeader="Name"
      title={(team) => team.name}
      columns={teamColumns}
      actions={(team) => (
        <>
          <button type="button" className="btn btn-sm" aria-label={`Edit ${team.name}`} onClick={() => open(team)}>
            <Pencil className="size-4" aria-hidden="true" />
            Edit
          </button>
          <DeleteButton
            label={`Delete ${team.name}`}
            pending={deleteTeam.isPending && deleteTeam.variables === team._id}
            onDelete={() => void onDelete(team)}
          />
        </>
      )}
    >
      <TeamsNav />
      <p className="text-base-content/70">
        A team is made of existing accounts; a person is in one team at most. In a team contest any member&apos;s
        submission counts for the team.
      </p>
      <NoticeBox notice={notice} />
      {editor.editing && (
        <TeamForm
          key={editor.editing.item?._id ?? 'new'}
          team={editor.editing.item}
          onSaved={(message) => {
            setNotice({ ok: true, text: message });
            editor.close();
          }}
          onCancel={editor.close}
        />
      )}
    </AdminList>
  );
}
