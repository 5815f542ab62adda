import { Judge } from '@codeyard/judge';
import type { Config } from '../config/env.js';
import { followIdleCores } from './idle-cores.js';

/**
 * The judge as configured: how many programs at once (and of one user), and where compiled
 * programs are kept. Judging inside the web server with JUDGE_WORKERS unset, it follows the cores
 * the web server leaves idle (idle-cores.ts) instead of always leaving one core to it.
 */
export async function startJudge(config: Config): Promise<Judge> {
  const judge = await Judge.create({
    workers: config.judge.workers,
    perOwnerLimit: config.judge.perUserLimit,
    cacheDirectory: config.judge.cacheDirectory,
  });
  if (config.judge.idleCoreWorkers !== null)
    followIdleCores(judge, { cores: config.judge.idleCoreWorkers, minimum: config.judge.workers });
  return judge;
}
