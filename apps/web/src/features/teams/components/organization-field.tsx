import { countryFlag, type OrganizationView } from '@codeyard/shared';

import { Field } from '../../../components/form/field';
import { TextInput } from '../../../components/form/text-input';
import { useOrganizations } from '../api/organizations';
import type { FieldErrors } from '../utils/field-errors';
import { CountrySelect } from './country-select';

/** The choice that opens the fields of a new organisation, made with the team. */
export const NEW_ORGANIZATION = 'new';

/** An organisation's id, '' for none, or NEW_ORGANIZATION with the new one's name and country. */
export type OrganizationChoice = { id: string; newName: string; newCountry: string };

type OrganizationFieldProps = {
  value: OrganizationChoice;
  onChange: (choice: OrganizationChoice) => void;
  /** The team's organisation now, offered even before the list has loaded. */
  current: OrganizationView | null;
  /** The form's errors: `organizationId`, `organization.name`, `organization.country`. */
  errors: FieldErrors;
};

const optionLabel = (organization: OrganizationView) =>
  organization.country ? `${organization.name} ${countryFlag(organization.country)}` : organization.name;

/** Pick an existing organisation, or name a new one (with its country) to be made with the team. */
export function OrganizationField({ value, onChange, current, errors }: OrganizationFieldProps) {
  const organizationsQuery = useOrganizations();
  const listed = organizationsQuery.data ?? [];
  const organizations = current && !listed.some((each) => each._id === current._id) ? [current, ...listed] : listed;
  const hint = organizationsQuery.isError
    ? `The organisations could not be loaded (${organizationsQuery.error.message}); a new one can still be named`
    : 'A new one is made with the team, or found if one has that name';

  return (
    <div className="flex flex-col gap-4">
      <Field label="Organisation" hint={hint} error={errors.organizationId}>
        {({ id, describedBy }) => (
          <select
            id={id}
            className={`select w-full ${errors.organizationId ? 'select-error' : ''}`}
            value={value.id}
            aria-describedby={describedBy}
            aria-invalid={Boolean(errors.organizationId)}
            onChange={(event) => onChange({ ...value, id: event.target.value })}
          >
            <option value="">No organisation</option>
            {organizations.map((organization) => (
              <option key={organization._id} value={organization._id}>
                {optionLabel(organization)}
              </option>
            ))}
            <option value={NEW_ORGANIZATION}>New organisation…</option>
          </select>
        )}
      </Field>
      {value.id === NEW_ORGANIZATION && (
        <fieldset className="flex flex-col gap-4 rounded-box border border-base-300 p-3">
          <legend className="px-1 text-sm font-medium">New organisation</legend>
          <Field label="Organisation name" error={errors['organization.name']}>
            {({ id, describedBy }) => (
              <TextInput
                id={id}
                describedBy={describedBy}
                invalid={Boolean(errors['organization.name'])}
                value={value.newName}
                onChange={(event) => onChange({ ...value, newName: event.target.value })}
              />
            )}
          </Field>
          <CountrySelect
            label="Organisation country"
            value={value.newCountry}
            onChange={(newCountry) => onChange({ ...value, newCountry })}
            error={errors['organization.country']}
          />
        </fieldset>
      )}
    </div>
  );
}
