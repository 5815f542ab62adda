import { useState, type FormEvent } from 'react';

import { memberHandleSchema, type GroupMemberView } from '@codeyard/shared';

import { Field } from '../../../components/form/field';
import { TextInput } from '../../../components/form/text-input';
import { errorMessage } from '../../../lib/api-client';
import { useAddMember, useRemoveMember } from '../api/group-mutations';

/** The teacher's list of members: add one by handle, remove one. */
export function MembersPanel({ groupId, members }: { groupId: string; members: GroupMemberView[] }) {
  const add = useAddMember();
  const remove = useRemoveMember();
  const [handle, setHandle] = useState('');

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = memberHandleSchema.safeParse(handle);
    if (!parsed.success) return;
    const answer = await add.mutateAsync({ groupId, handle: parsed.data }).catch(() => null);
    if (answer) setHandle('');
  };
  const failure = add.error ?? remove.error;

  return (
    <div className="flex flex-col gap-3">
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-wrap items-end gap-2">
        <div className="min-w-48 flex-1">
          <Field label="Add a student by handle">
            {({ id, describedBy }) => (
              <TextInput
                id={id}
                describedBy={describedBy}
                invalid={add.isError}
                placeholder="@handle"
                value={handle}
                onChange={(event) => setHandle(event.target.value)}
              />
            )}
          </Field>
        </div>
        <button type="submit" className="btn btn-outline" disabled={add.isPending || !handle.trim()}>
          Add student
        </button>
      </form>
      {failure && (
        <p role="alert" className="text-sm text-error">
          {errorMessage(failure)}
        </p>
      )}
      {members.length === 0 ? (
        <p className="text-base-content/70">No members yet: hand out the join code, or add students by handle.</p>
      ) : (
        <ul className="flex flex-col gap-1" aria-label="Members">
          {members.map((member) => (
            <li key={member._id} className="flex items-center gap-2">
              <span className="flex-1 break-words">
                {member.name} <span className="text-base-content/60">@{member.handle}</span>
              </span>
              <button
                type="button"
                className="btn btn-ghost btn-xs"
                aria-label={`Remove @${member.handle}`}
                disabled={remove.isPending}
                onClick={() => remove.mutate({ groupId, handle: member.handle })}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
