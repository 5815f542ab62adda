import type { ContestProblemView } from '@codeyard/shared';
import yazl from 'yazl';
import YAML from 'yaml';
import { clicsContestObject } from '../services/clics/clics-contest-object.js';
import type { Contest } from '../services/contests/contests.js';
import type { Problem } from '../services/problems/problem-model.js';
import { slugify } from '../services/problems/slugs.js';
import { addProblemPackage, finishZip, packageFolderOf } from './package-archive.js';

/**
 * `GET /problem/contest/:id/export`: the contest as a CLICS contest package, which
 * `POST /problem/contest/import` reads back (docs/contests.md, "Contest archives"). One folder
 * named by the contest's title holds `contest.yaml` (the contest object as our Contest API serves
 * it), `problems.yaml` (in contest order, with labels and any colours), `codeyard.yaml` (what CLICS
 * has no place for) and one folder per problem, named by its slug, as the problem export writes it.
 */
export async function createContestArchive(
  contest: Contest,
  problems: readonly { listed: ContestProblemView; problem: Problem }[],
): Promise<{ fileName: string; archive: Buffer }> {
  const folder = slugify(contest.title);
  const zip = new yazl.ZipFile();
  const add = (name: string, value: unknown) =>
    zip.addBuffer(Buffer.from(YAML.stringify(value, { lineWidth: 0 })), `${folder}/${name}`);

  const { countdown_pause_time: _paused, ...contestObject } = clicsContestObject(contest);
  add('contest.yaml', { ...contestObject, id: folder });
  add(
    'problems.yaml',
    problems.map(({ listed, problem }, ordinal) => ({
      id: packageFolderOf(problem),
      label: listed.label,
      name: problem.title,
      ordinal,
      ...(listed.rgb ? { rgb: listed.rgb } : {}),
      ...(listed.color ? { color: listed.color } : {}),
      time_limit: problem.timeLimitMs / 1000,
      test_data_count: problem.visibleTests.length + problem.hiddenTests.length,
    })),
  );
  add('codeyard.yaml', {
    description: contest.description,
    rated: contest.rated,
    finalize: contest.finalize,
    ...(contest.scoring === 'ioi' ? { ioi_score_mode: contest.ioiScoreMode } : {}),
  });
  for (const { problem } of problems) addProblemPackage(zip, problem, `${folder}/${packageFolderOf(problem)}`);
  return { fileName: `${folder}.zip`, archive: await finishZip(zip) };
}
