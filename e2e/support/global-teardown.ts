import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Removes the throwaway data directory playwright.config.ts made (only ever one under the temp dir). */
export default function globalTeardown(): void {
  const directory = process.env.CODEYARD_E2E_DATA_DIR;
  if (!directory || process.env.E2E_KEEP_DATA) return;
  if (!path.resolve(directory).startsWith(path.resolve(tmpdir()) + path.sep)) return;
  rmSync(directory, { recursive: true, force: true });
}
