// Classrooms (docs/classrooms.md): groups, join codes, assignments, the progress table, and the
// dashboard's list of a student's assignments.
export { GroupScreen } from './components/group-screen';
export { GroupsScreen } from './components/groups-screen';
export { MyAssignments } from './components/my-assignments';
export { ProgressScreen } from './components/progress-screen';
