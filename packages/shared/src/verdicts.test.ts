import { describe, expect, it } from 'vitest';
import {
  CLICS_JUDGEMENT_TYPES,
  clicsJudgementTypeOf,
  groupVerdictLabel,
  PARTIALLY_ACCEPTED,
  VERDICT_LIST,
  VERDICTS,
  verdictByName,
  verdictByStatusId,
  verdictCostsPenalty,
  verdictTone,
  verdictToneOfName,
} from './verdicts.js';

describe('the verdict table', () => {
  it("keeps Judge0's ids 1–14 and Codeyard's 15 and 16, with the names stored submissions hold", () => {
    expect(VERDICT_LIST.map((verdict) => [verdict.statusId, verdict.name])).toEqual([
      [1, 'In Queue'],
      [2, 'Processing'],
      [3, 'Accepted'],
      [4, 'Wrong Answer'],
      [5, 'Time Limit Exceeded'],
      [6, 'Compilation Error'],
      [7, 'Runtime Error (SIGSEGV)'],
      [8, 'Runtime Error (SIGXFSZ)'],
      [9, 'Runtime Error (SIGFPE)'],
      [10, 'Runtime Error (SIGABRT)'],
      [11, 'Runtime Error (NZEC)'],
      [12, 'Runtime Error (Other)'],
      [13, 'Internal Error'],
      [14, 'Exec Format Error'],
      [15, 'Memory Limit Exceeded'],
      [16, 'Output Limit Exceeded'],
    ]);
    expect(verdictByStatusId(15)?.key).toBe('memoryLimitExceeded');
    expect(verdictByStatusId(17)).toBeUndefined();
    expect(verdictByName('Runtime Error (SIGFPE)')?.statusId).toBe(9);
    expect(verdictByName(PARTIALLY_ACCEPTED)).toBeUndefined();
    expect(verdictByName(null)).toBeUndefined();
  });

  it('costs penalty for every rejection but a compile error and the judge’s own failure', () => {
    const free = VERDICT_LIST.filter((verdict) => verdict.clics && !verdict.accepted && !verdict.penalty);
    expect(free.map((verdict) => verdict.name)).toEqual(['Compilation Error', 'Internal Error']);
    expect(verdictCostsPenalty('Wrong Answer')).toBe(true);
    expect(verdictCostsPenalty('Runtime Error (SIGSEGV)')).toBe(true);
    expect(verdictCostsPenalty('Compilation Error')).toBe(false);
    expect(verdictCostsPenalty('Internal Error')).toBe(false);
    // A scored problem's partial score and a verdict the table never knew are rejections like any other.
    expect(verdictCostsPenalty(PARTIALLY_ACCEPTED)).toBe(true);
    expect(verdictCostsPenalty(null)).toBe(true);
  });

  it('stores a failed run as wrong and a failed compile, a crash or a broken judge as an error', () => {
    const byStatus = (status: string) =>
      VERDICT_LIST.filter((verdict) => verdict.submissionStatus === status).map((verdict) => verdict.statusId);
    expect(byStatus('accepted')).toEqual([3]);
    expect(byStatus('wrong')).toEqual([4, 5, 15, 16]);
    expect(byStatus('error')).toEqual([6, 7, 8, 9, 10, 11, 12, 13, 14]);
    expect(byStatus('pending')).toEqual([1, 2]);
  });

  it('answers the CLICS judgement types with the flags of the verdicts each stands for', () => {
    expect(CLICS_JUDGEMENT_TYPES).toEqual([
      { id: 'AC', name: 'Accepted', penalty: false, solved: true },
      { id: 'WA', name: 'Wrong Answer', penalty: true, solved: false },
      { id: 'TLE', name: 'Time Limit Exceeded', penalty: true, solved: false },
      { id: 'MLE', name: 'Memory Limit Exceeded', penalty: true, solved: false },
      { id: 'OLE', name: 'Output Limit Exceeded', penalty: true, solved: false },
      { id: 'RTE', name: 'Run-Time Error', penalty: true, solved: false },
      { id: 'CE', name: 'Compile Error', penalty: false, solved: false },
      { id: 'JE', name: 'Judging Error', penalty: false, solved: false },
    ]);
    // A type's flags cannot disagree with a verdict of it (the leaderboard and CLICS rank alike).
    for (const verdict of VERDICT_LIST) {
      const type = CLICS_JUDGEMENT_TYPES.find((entry) => entry.id === verdict.clics);
      if (type)
        expect({ penalty: type.penalty, solved: type.solved }, verdict.name).toEqual({
          penalty: verdict.penalty,
          solved: verdict.accepted,
        });
    }
  });

  it('gives a stored submission its judgement type by its verdict, else by its status', () => {
    expect(clicsJudgementTypeOf('accepted', VERDICTS.accepted.name)).toBe('AC');
    expect(clicsJudgementTypeOf('wrong', 'Time Limit Exceeded')).toBe('TLE');
    expect(clicsJudgementTypeOf('error', 'Runtime Error (SIGSEGV)')).toBe('RTE');
    expect(clicsJudgementTypeOf('error', 'Compilation Error')).toBe('CE');
    expect(clicsJudgementTypeOf('error', 'Internal Error')).toBe('JE');
    expect(clicsJudgementTypeOf('error', 'Exec Format Error')).toBe('RTE');
    expect(clicsJudgementTypeOf('wrong', PARTIALLY_ACCEPTED)).toBe('WA');
    expect(clicsJudgementTypeOf('error', null)).toBe('JE');
  });

  it('words a group verdict code as the pages name the verdict, one name for the judge’s failure', () => {
    expect(['AC', 'WA', 'TLE', 'MLE', 'OLE', 'JE', 'RTE', 'IF', 'XX'].map(groupVerdictLabel)).toEqual([
      'Accepted',
      'Wrong Answer',
      'Time Limit Exceeded',
      'Memory Limit Exceeded',
      'Output Limit Exceeded',
      'Internal Error',
      'Run-Time Error',
      'Illegal Function',
      'XX',
    ]);
  });
});

describe('verdict tones', () => {
  it('gives each stored status its tone, a partial score its own, and anything else unknown', () => {
    expect(['pending', 'accepted', 'wrong', 'error'].map((status) => verdictTone(status))).toEqual([
      'pending',
      'accepted',
      'wrong',
      'error',
    ]);
    expect(verdictTone('wrong', PARTIALLY_ACCEPTED)).toBe('partial');
    expect(verdictTone('wrong', VERDICTS.wrongAnswer.name)).toBe('wrong');
    expect(verdictTone('Accepted')).toBe('unknown');
    expect(verdictTone('time limit')).toBe('unknown');
    expect(verdictTone(undefined)).toBe('unknown');
  });

  it("reads a run's outcome by its verdict's name", () => {
    expect(verdictToneOfName(VERDICTS.accepted.name)).toBe('accepted');
    expect(verdictToneOfName(VERDICTS.timeLimitExceeded.name)).toBe('wrong');
    expect(verdictToneOfName(VERDICTS.compilationError.name)).toBe('error');
    expect(verdictToneOfName('Something new')).toBe('wrong');
  });
});
