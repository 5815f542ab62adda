import { Judge } from '@codeyard/judge';
import type { Config } from '../config/env.js';

/** The judge as configured: how many submissions at once, and where compiled programs are kept. */
export function startJudge(config: Config): Promise<Judge> {
  return Judge.create({ workers: config.judge.workers, cacheDirectory: config.judge.cacheDirectory });
}
