import { useState } from 'react';

import { createOrganizationSchema, updateOrganizationSchema, type OrganizationView } from '@codeyard/shared';

import { Field } from '../../../components/form/field';
import { TextInput } from '../../../components/form/text-input';
import { useSaveOrganization } from '../api/organizations';
import { useEditorSubmit } from '../hooks/use-editor-submit';
import { CountrySelect } from './country-select';
import { EditorPanel } from './editor-panel';

type OrganizationFormProps = {
  /** The organisation to edit, or null for a new one. */
  organization: OrganizationView | null;
  onSaved: (message: string) => void;
  onCancel: () => void;
};

const shownPaths = new Set(['name', 'formalName', 'country', 'logo']);

/** Empty text is none: null clears the formal name (back to the name), the country and the logo. */
const orNull = (text: string) => (text.trim() === '' ? null : text);

export function OrganizationForm({ organization, onSaved, onCancel }: OrganizationFormProps) {
  const [name, setName] = useState(organization?.name ?? '');
  // The server answers the name as the formal name when none was given: shown empty then, not repeated.
  const [formalName, setFormalName] = useState(
    organization && organization.formalName !== organization.name ? organization.formalName : '',
  );
  const [country, setCountry] = useState(organization?.country ?? '');
  const [logo, setLogo] = useState(organization?.logo ?? '');
  const save = useSaveOrganization();
  const schema = organization ? updateOrganizationSchema : createOrganizationSchema;
  const { errors, failure, pending, attempt, submit } = useEditorSubmit({
    parse: (input) => schema.safeParse(input),
    save: (input) => save.mutateAsync({ organizationId: organization?._id ?? null, input }),
    shows: (path) => shownPaths.has(path),
    onSaved,
  });

  return (
    <EditorPanel
      heading={organization ? `Edit ${organization.name}` : 'New organisation'}
      submitLabel={organization ? 'Save organisation' : 'Create organisation'}
      pending={pending}
      failure={failure}
      attempt={attempt}
      onSubmit={() =>
        void submit({ name, formalName: orNull(formalName), country: orNull(country), logo: orNull(logo) })
      }
      onCancel={onCancel}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Name" hint="As the boards show it: MIT, TU Delft" error={errors.name}>
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
        <Field label="Formal name" hint="Optional; the name when empty" error={errors.formalName}>
          {({ id, describedBy }) => (
            <TextInput
              id={id}
              describedBy={describedBy}
              invalid={Boolean(errors.formalName)}
              value={formalName}
              onChange={(event) => setFormalName(event.target.value)}
            />
          )}
        </Field>
        <CountrySelect label="Country" value={country} onChange={setCountry} error={errors.country} />
        <Field label="Logo address" hint="Optional; an http or https address" error={errors.logo}>
          {({ id, describedBy }) => (
            <TextInput
              id={id}
              type="url"
              inputMode="url"
              describedBy={describedBy}
              invalid={Boolean(errors.logo)}
              value={logo}
              onChange={(event) => setLogo(event.target.value)}
            />
          )}
        </Field>
      </div>
    </EditorPanel>
  );
}
