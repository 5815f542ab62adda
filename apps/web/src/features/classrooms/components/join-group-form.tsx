import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';

import { joinGroupSchema } from '@codeyard/shared';

import { Field } from '../../../components/form/field';
import { TextInput } from '../../../components/form/text-input';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useJoinGroup } from '../api/group-mutations';

/** A student types the code their teacher gave them and lands on the group's page. */
export function JoinGroupForm() {
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const join = useJoinGroup();
  const navigate = useNavigate();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = joinGroupSchema.safeParse({ code });
    setInvalid(parsed.success ? null : (parsed.error.issues[0]?.message ?? null));
    if (!parsed.success) return;
    const answer = await join.mutateAsync(parsed.data.code).catch(() => null);
    if (answer) await navigate(paths.group.getHref(answer.group._id));
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-3">
      {join.isError && (
        <p role="alert" className="alert alert-error alert-soft">
          {errorMessage(join.error)}
        </p>
      )}
      <Field label="Join code" error={invalid ?? undefined} hint="The code your teacher gave you, such as ABCDE-FGHJK">
        {({ id, describedBy }) => (
          <TextInput
            id={id}
            describedBy={describedBy}
            invalid={invalid !== null}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            className="font-mono uppercase"
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        )}
      </Field>
      <button type="submit" className="btn btn-primary self-start" disabled={join.isPending}>
        {join.isPending ? 'Joining...' : 'Join group'}
      </button>
    </form>
  );
}
