import { AiTutorTab } from '../../features/ai-tutor';
import { DiscussionsTab } from '../../features/discussions';
import { EditorialTab } from '../../features/editorial';
import {
  ClosedDuringContest,
  DescriptionTab,
  SubmissionsTab,
  type ProblemTab,
  type ProblemTabContext,
} from '../../features/problems';
import { SolutionsTab } from '../../features/solutions';

const description: ProblemTab = {
  id: 'description',
  label: 'Description',
  render: ({ problem }) => <DescriptionTab problem={problem} />,
};
const submissions: ProblemTab = {
  id: 'submissions',
  label: 'Submissions',
  render: ({ problem, userId, onLoginRequired, loadCode }) => (
    <SubmissionsTab problemId={problem._id} userId={userId} onLoginRequired={onLoginRequired} onLoadCode={loadCode} />
  ),
};

/** A tab of help on the problem: closed (only a notice, nothing loaded or fetched) while a contest containing the problem runs. */
const helpTab = (id: string, label: string, render: ProblemTab['render']): ProblemTab => ({
  id,
  label,
  render: (context: ProblemTabContext) => (
    <ClosedDuringContest problem={context.problem}>{render(context)}</ClosedDuringContest>
  ),
});

/** The problem page's tabs (docs/product.md §2). The four help tabs are other features', each loaded when first opened. */
export const practiceTabs: readonly ProblemTab[] = [
  description,
  helpTab('editorial', 'Editorial', ({ problem }) => <EditorialTab problemId={problem._id} />),
  helpTab('solutions', 'Solutions', ({ problem }) => <SolutionsTab problemId={problem._id} />),
  submissions,
  helpTab('chat', 'CHAT with AI', ({ problem, language, getCode }) => (
    <AiTutorTab problemId={problem._id} language={language} getCode={getCode} />
  )),
  helpTab('discussions', 'Discussions', ({ problem }) => <DiscussionsTab problemId={problem._id} />),
];

/** In a contest the problem pane is the statement and the user's own submissions (docs/product.md §2): no solutions, editorial or AI help. */
export const contestTabs: readonly ProblemTab[] = [description, submissions];
