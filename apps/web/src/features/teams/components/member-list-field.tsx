import { UserMinus, UserPlus } from 'lucide-react';
import { useId, useRef, useState } from 'react';

import { teamMemberHandleSchema, TEAM_MAX_MEMBERS, teamMessages } from '@codeyard/shared';

type MemberListFieldProps = {
  /** Handles, lowercase, in the order they were added. */
  members: string[];
  onChange: (members: string[]) => void;
  /** What the box to add one holds: kept by the form, so Save can add it too. */
  pending: string;
  onPendingChange: (text: string) => void;
  /** Names of the members the team already had, by handle, shown beside them. */
  names: ReadonlyMap<string, string>;
  /** Refusals of one member by handle (an unknown handle, someone in another team), of the last save. */
  memberErrors: ReadonlyMap<string, string>;
  /** A refusal of the list as a whole (too many). */
  listError: string | undefined;
};

/** The handle the box holds, as the list would keep it, or null when it holds none. */
const handleIn = (text: string) => {
  const parsed = teamMemberHandleSchema.safeParse(text);
  return parsed.success ? parsed.data : null;
};

/** The box's handle added to `members`, or why it cannot be (the shared messages: not a handle, listed twice, too many). */
function addMember(members: string[], text: string): { members: string[] } | { error: string } {
  const parsed = teamMemberHandleSchema.safeParse(text);
  if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? teamMessages.memberHandle };
  if (members.includes(parsed.data)) return { error: teamMessages.memberTwice(parsed.data) };
  if (members.length >= TEAM_MAX_MEMBERS) return { error: teamMessages.members };
  return { members: [...members, parsed.data] };
}

/** Members by handle: existing accounts, added one at a time (Enter or Add) and removed each with its own button. */
export function MemberListField({
  members,
  onChange,
  pending,
  onPendingChange,
  names,
  memberErrors,
  listError,
}: MemberListFieldProps) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const addErrorId = `${inputId}-error`;
  const [addError, setAddError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const add = () => {
    const outcome = addMember(members, pending);
    if ('error' in outcome) return setAddError(outcome.error);
    setAddError(null);
    onChange(outcome.members);
    onPendingChange('');
  };
  const remove = (handle: string) => {
    onChange(members.filter((member) => member !== handle));
    // The button is gone: the focus goes where the next one would be added.
    inputRef.current?.focus();
  };
  // Save sends a handle typed but not added as the last member: a refusal of it shows at the box.
  const pendingHandle = handleIn(pending);
  const boxError = addError ?? (pendingHandle === null ? undefined : memberErrors.get(pendingHandle)) ?? listError;

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium">
        Members ({members.length}/{TEAM_MAX_MEMBERS})
      </legend>
      {members.length === 0 ? (
        <p className="text-sm text-base-content/70">No members yet.</p>
      ) : (
        <ul className="flex flex-col gap-1" aria-label="Members">
          {members.map((handle, index) => {
            const error = memberErrors.get(handle);
            const errorId = `${inputId}-member-${index}`;
            return (
              <li
                key={handle}
                className={`flex flex-wrap items-center gap-2 rounded-box p-2 ${error ? 'bg-error/10' : 'bg-base-200'}`}
              >
                <span className="font-mono">@{handle}</span>
                {names.get(handle) && <span className="text-sm text-base-content/70">{names.get(handle)}</span>}
                <button
                  type="button"
                  className="btn btn-ghost btn-xs ml-auto"
                  aria-label={`Remove @${handle}`}
                  aria-describedby={error ? errorId : undefined}
                  data-invalid={error ? true : undefined}
                  onClick={() => remove(handle)}
                >
                  <UserMinus className="size-4" aria-hidden="true" />
                  Remove
                </button>
                {error && (
                  <p id={errorId} role="alert" className="w-full text-sm text-error">
                    {error}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <label htmlFor={inputId} className="text-sm">
        Add a member by handle
      </label>
      <div className="flex gap-2">
        <input
          ref={inputRef}
          id={inputId}
          className={`input w-full ${boxError ? 'input-error' : ''}`}
          value={pending}
          placeholder="@handle"
          autoComplete="off"
          aria-invalid={Boolean(boxError)}
          aria-describedby={[hintId, boxError ? addErrorId : null].filter(Boolean).join(' ')}
          onChange={(event) => {
            onPendingChange(event.target.value);
            setAddError(null);
          }}
          onKeyDown={(event) => {
            // Enter adds the handle instead of saving the whole form.
            if (event.key !== 'Enter') return;
            event.preventDefault();
            add();
          }}
        />
        <button type="button" className="btn" onClick={add}>
          <UserPlus className="size-4" aria-hidden="true" />
          Add
        </button>
      </div>
      <p id={hintId} className="text-xs text-base-content/60">
        An existing account; a person is in one team at most.
      </p>
      {boxError && (
        <p id={addErrorId} role="alert" className="text-sm text-error">
          {boxError}
        </p>
      )}
    </fieldset>
  );
}
