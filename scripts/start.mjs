#!/usr/bin/env node
// `npm start`: set up whatever is missing, then serve the app, API and socket on PORT (default 3000).
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const setup = spawnSync(process.execPath, [path.join(root, 'scripts/setup.mjs')], { stdio: 'inherit', cwd: root });
if (setup.status !== 0) process.exit(setup.status ?? 1);

const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], { stdio: 'inherit', cwd: root });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
