import { Judge } from '@codeyard/judge';
import type { Config } from '../config/env.js';

/** The judge as configured: how many programs at once (and of one user), and where compiled programs are kept. */
export function startJudge(config: Config): Promise<Judge> {
  return Judge.create({
    workers: config.judge.workers,
    perOwnerLimit: config.judge.perUserLimit,
    cacheDirectory: config.judge.cacheDirectory,
  });
}
