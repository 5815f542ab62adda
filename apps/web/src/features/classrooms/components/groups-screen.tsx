import { isAdminRole } from '@codeyard/shared';

import { AsyncState } from '../../../components/ui/async-state';
import { useAuth } from '../../auth';
import { useGroups } from '../api/get-groups';
import { CreateGroupForm } from './create-group-form';
import { GroupList } from './group-list';
import { JoinGroupForm } from './join-group-form';
import { Section } from './section';
import { TeachersPanel } from './teachers-panel';

/** /groups: the caller's groups, joining one by code, and for teachers creating one. */
export function GroupsScreen() {
  const groupsQuery = useGroups();
  const isAdmin = isAdminRole(useAuth().state.user?.role);
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4 px-4 py-8">
      <h1 className="text-2xl font-bold">Groups</h1>
      <AsyncState query={groupsQuery} loadingLabel="Loading groups">
        {({ groups, canTeach }) => (
          <>
            <Section title="Your groups">
              {groups.length === 0 ? (
                <p className="text-base-content/70">You are in no group yet.</p>
              ) : (
                <GroupList groups={groups} />
              )}
            </Section>
            <div className="grid gap-4 md:grid-cols-2">
              <Section title="Join a group">
                <JoinGroupForm />
              </Section>
              {canTeach && (
                <Section title="Create a group">
                  <CreateGroupForm />
                </Section>
              )}
            </div>
          </>
        )}
      </AsyncState>
      {isAdmin && <TeachersPanel />}
    </div>
  );
}
