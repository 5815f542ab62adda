import { ExternalLink, Pencil, Plus } from 'lucide-react';
import { useState } from 'react';

import { countryName, type OrganizationView } from '@codeyard/shared';

import { AdminList, type AdminListColumn } from '../../../components/ui/admin-list';
import { DeleteButton } from '../../../components/ui/delete-button';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteOrganization, useOrganizations } from '../api/organizations';
import { useEditor } from '../hooks/use-editor';
import { CountryFlag } from './country-flag';
import { NoticeBox, type Notice } from './notice';
import { OrganizationForm } from './organization-form';
import { TeamsNav } from './teams-nav';

export const DELETE_ORGANIZATION_CONFIRMATION = 'Are you sure you want to delete this organisation?';

function CountryCell({ code }: { code: string | null }) {
  if (!code) return <span className="text-base-content/60">None</span>;
  return (
    <span className="inline-flex items-center gap-1">
      {/* Named beside it already: the flag itself says nothing more to a screen reader. */}
      <span aria-hidden="true">
        <CountryFlag code={code} />
      </span>
      {countryName(code) ?? code}
    </span>
  );
}

/** The logo's address as a link: the page's Content-Security-Policy shows no image from elsewhere. */
function LogoCell({ organization }: { organization: OrganizationView }) {
  if (!organization.logo) return <span className="text-base-content/60">None</span>;
  return (
    <a
      href={organization.logo}
      target="_blank"
      rel="noopener noreferrer"
      className="link link-hover inline-flex items-center gap-1"
      aria-label={`Logo of ${organization.name} (opens in a new tab)`}
    >
      Logo
      <ExternalLink className="size-4" aria-hidden="true" />
    </a>
  );
}

const organizationColumns: AdminListColumn<OrganizationView>[] = [
  {
    header: 'Formal name',
    cell: (organization) => organization.formalName,
    secondary: true,
    className: 'break-words',
  },
  { header: 'Country', cell: (organization) => <CountryCell code={organization.country} /> },
  {
    header: 'Logo',
    cell: (organization) => <LogoCell organization={organization} />,
    secondary: true,
  },
];

/** /admin/organizations (issue 34): universities and companies, with their country's flag. */
export function AdminOrganizations() {
  const organizationsQuery = useOrganizations();
  const deleteOrganization = useDeleteOrganization();
  const editor = useEditor<OrganizationView>();
  const [notice, setNotice] = useState<Notice | null>(null);

  const open = (organization: OrganizationView | null) => {
    setNotice(null);
    editor.open(organization);
  };
  const onDelete = async (organization: OrganizationView) => {
    if (!window.confirm(DELETE_ORGANIZATION_CONFIRMATION)) return;
    setNotice(null);
    if (editor.editing?.item?._id === organization._id) editor.close();
    try {
      setNotice({ ok: true, text: (await deleteOrganization.mutateAsync(organization._id)).message });
    } catch (error) {
      setNotice({ ok: false, text: errorMessage(error) });
    }
  };

  return (
    <AdminList
      heading="Organisations"
      headingAction={
        <button type="button" className="btn btn-primary btn-sm" onClick={() => open(null)}>
          <Plus className="size-4" aria-hidden="true" />
          New organisation
        </button>
      }
      query={organizationsQuery}
      loadingLabel="Loading organisations"
      emptyText="No organisations found."
      rowKey={(organization) => organization._id}
      titleHeader="Name"
      title={(organization) => organization.name}
      columns={organizationColumns}
      actions={(organization) => (
        <>
          <button
            type="button"
            className="btn btn-sm"
            aria-label={`Edit ${organization.name}`}
            onClick={() => open(organization)}
          >
            <Pencil className="size-4" aria-hidden="true" />
            Edit
          </button>
          <DeleteButton
            label={`Delete ${organization.name}`}
            pending={deleteOrganization.isPending && deleteOrganization.variables === organization._id}
            onDelete={() => void onDelete(organization)}
          />
        </>
      )}
    >
      <TeamsNav />
      <p className="text-base-content/70">
        A team&apos;s university or company. Boards show its country as a flag and can be filtered by it.
      </p>
      <NoticeBox notice={notice} />
      {editor.editing && (
        <OrganizationForm
          key={editor.editing.item?._id ?? 'new'}
          organization={editor.editing.item}
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
