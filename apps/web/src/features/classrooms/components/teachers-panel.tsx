import { useState, type FormEvent } from 'react';

import { memberHandleSchema } from '@codeyard/shared';

import { Field } from '../../../components/form/field';
import { TextInput } from '../../../components/form/text-input';
import { AsyncState } from '../../../components/ui/async-state';
import { errorMessage } from '../../../lib/api-client';
import { useSetTeacher, useTeachers } from '../api/teachers';

/** The admin marks who may create groups, by handle, and unmarks them. */
export function TeachersPanel() {
  const teachersQuery = useTeachers(true);
  const setTeacher = useSetTeacher();
  const [handle, setHandle] = useState('');
  const [done, setDone] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = memberHandleSchema.safeParse(handle);
    if (!parsed.success) return;
    const answer = await setTeacher.mutateAsync({ handle: parsed.data, teacher: true }).catch(() => null);
    if (answer) {
      setDone(answer.message);
      setHandle('');
    }
  };

  return (
    <section className="card card-border bg-base-100" aria-labelledby="teachers-title">
      <div className="card-body gap-3">
        <h2 id="teachers-title" className="card-title text-base">
          Teachers
        </h2>
        <p className="text-sm text-base-content/70">
          Admins teach already. A teacher may create groups and manage their own, nothing more.
        </p>
        <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-wrap items-end gap-2">
          <div className="min-w-48 flex-1">
            <Field label="Handle to mark as teacher">
              {({ id, describedBy }) => (
                <TextInput
                  id={id}
                  describedBy={describedBy}
                  invalid={false}
                  placeholder="@handle"
                  value={handle}
                  onChange={(event) => setHandle(event.target.value)}
                />
              )}
            </Field>
          </div>
          <button type="submit" className="btn btn-outline" disabled={setTeacher.isPending || !handle.trim()}>
            Mark as teacher
          </button>
        </form>
        {setTeacher.isError && (
          <p role="alert" className="text-sm text-error">
            {errorMessage(setTeacher.error)}
          </p>
        )}
        {done && !setTeacher.isError && (
          <p role="status" className="text-sm text-success">
            {done}
          </p>
        )}
        <AsyncState
          query={teachersQuery}
          loadingLabel="Loading teachers"
          emptyText="No one is marked as a teacher yet."
        >
          {(teachers) => (
            <ul className="flex flex-col gap-1" aria-label="Teachers">
              {teachers.map((teacher) => (
                <li key={teacher._id} className="flex items-center gap-2">
                  <span className="flex-1 break-words">
                    {teacher.name} (@{teacher.handle})
                  </span>
                  <button
                    type="button"
                    className="btn btn-ghost btn-xs"
                    aria-label={`Unmark @${teacher.handle} as teacher`}
                    disabled={setTeacher.isPending}
                    onClick={() =>
                      void setTeacher
                        .mutateAsync({ handle: teacher.handle, teacher: false })
                        .then((answer) => setDone(answer.message))
                        .catch(() => undefined)
                    }
                  >
                    Unmark
                  </button>
                </li>
              ))}
            </ul>
          )}
        </AsyncState>
      </div>
    </section>
  );
}
