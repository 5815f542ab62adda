import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';

import { groupSchema } from '@codeyard/shared';

import { Field } from '../../../components/form/field';
import { TextInput } from '../../../components/form/text-input';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useCreateGroup } from '../api/group-mutations';

/** A teacher names a new group; its page then shows the join code to hand out. */
export function CreateGroupForm() {
  const [name, setName] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const create = useCreateGroup();
  const navigate = useNavigate();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = groupSchema.safeParse({ name });
    setInvalid(parsed.success ? null : (parsed.error.issues[0]?.message ?? null));
    if (!parsed.success) return;
    const answer = await create.mutateAsync(parsed.data.name).catch(() => null);
    if (answer) await navigate(paths.group.getHref(answer.group._id));
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-3">
      {create.isError && (
        <p role="alert" className="alert alert-error alert-soft">
          {errorMessage(create.error)}
        </p>
      )}
      <Field label="Group name" error={invalid ?? undefined}>
        {({ id, describedBy }) => (
          <TextInput
            id={id}
            describedBy={describedBy}
            invalid={invalid !== null}
            placeholder="Algorithms, spring term"
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        )}
      </Field>
      <button type="submit" className="btn btn-primary self-start" disabled={create.isPending}>
        {create.isPending ? 'Creating...' : 'Create group'}
      </button>
    </form>
  );
}
