#!/usr/bin/env node
// Installs what a fresh Debian 12 machine lacks, then the npm dependencies, then builds.
// Plain Node with no dependencies: it runs before node_modules exists.
// Usage: node scripts/setup.mjs [--test] [--bench] [--no-build]
//   --test      also installs what the test suite needs (Debian's Chromium for Playwright, nginx for
//               the deploy configuration's test, and every optional judge language:
//               `npm run judge -- install all`, after the build)
//   --bench     also installs what `npm run bench:contest-day` needs (nginx, run by the benchmark itself)
//   --no-build  stops after installing
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const withTests = process.argv.includes('--test');
const withBench = process.argv.includes('--bench');
const build = !process.argv.includes('--no-build');

/** Debian package → a file that shows it is installed. */
const runtimePackages = {
  bubblewrap: '/usr/bin/bwrap',
  gcc: '/usr/bin/gcc',
  'g++': '/usr/bin/g++',
  make: '/usr/bin/make',
  python3: '/usr/bin/python3',
  'openjdk-17-jdk-headless': '/usr/lib/jvm/java-17-openjdk-amd64/bin/javac',
};
const testPackages = { chromium: '/usr/bin/chromium', nginx: '/usr/sbin/nginx' };
/** The benchmark runs nginx itself, with deploy/nginx/codeyard.conf, as a child process (not the system service). */
const benchPackages = { nginx: '/usr/sbin/nginx' };

function log(message) {
  console.log(`[setup] ${message}`);
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options });
  if (result.status !== 0) {
    console.error(`[setup] failed: ${command} ${args.join(' ')}`);
    process.exit(result.status ?? 1);
  }
}

function installSystemPackages() {
  const wanted = { ...runtimePackages, ...(withTests ? testPackages : {}), ...(withBench ? benchPackages : {}) };
  const missing = Object.entries(wanted)
    .filter(([, file]) => !fs.existsSync(file))
    .map(([name]) => name);
  if (missing.length === 0) return;
  const isRoot = process.getuid?.() === 0;
  const hasSudo = !isRoot && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0;
  const command = `apt-get update && apt-get install -y --no-install-recommends ${missing.join(' ')}`;
  if (!isRoot && !hasSudo) {
    console.error(`[setup] missing system packages: ${missing.join(', ')}\n[setup] run as root: ${command}`);
    process.exit(1);
  }
  log(`installing system packages: ${missing.join(', ')}`);
  const [aptGet, ...aptArguments] = isRoot ? ['apt-get'] : ['sudo', '-n', 'apt-get'];
  const environment = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run(aptGet, [...aptArguments, 'update'], { env: environment });
  run(aptGet, [...aptArguments, 'install', '-y', '--no-install-recommends', ...missing], { env: environment });
}

function fileHash(file) {
  return crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');
}

/**
 * Codeyard supports the Node releases package.json's `engines` names (22 and 24 LTS). Another one is
 * said once here, in words, rather than only in npm's EBADENGINE warnings; it is not refused, since
 * it may still work.
 */
function checkNodeRelease() {
  const { engines } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  const releases = [...engines.node.matchAll(/\^(\d+)\.(\d+)\./g)].map((match) => match.slice(1).map(Number));
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (!releases.some(([wantedMajor, leastMinor]) => major === wantedMajor && minor >= leastMinor))
    log(
      `Node ${process.versions.node} is not a supported release: Codeyard supports Node ${releases.map(([wanted]) => wanted).join(' and ')} LTS (engines: ${engines.node})`,
    );
}

/**
 * A fresh clone gets `npm ci` (exactly the lock file). An existing node_modules gets `npm install`
 * instead, which only adds what is missing: `npm ci` would delete it and install everything again.
 */
function installNodeModules() {
  const lockFile = path.join(root, 'package-lock.json');
  const modules = path.join(root, 'node_modules');
  const stamp = path.join(modules, '.codeyard-lock-hash');
  const lockHash = fs.existsSync(lockFile) ? fileHash(lockFile) : 'none';
  if (fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === lockHash) return;
  const fresh = !fs.existsSync(modules);
  log(fresh ? 'installing npm dependencies (npm ci)' : 'bringing npm dependencies up to date (npm install)');
  run('npm', [fresh ? 'ci' : 'install', '--no-audit', '--no-fund']);
  fs.writeFileSync(stamp, lockHash);
}

function newestModification(paths) {
  let newest = 0;
  const visit = (entry) => {
    if (!fs.existsSync(entry)) return;
    const stat = fs.statSync(entry);
    if (stat.isDirectory()) {
      for (const child of fs.readdirSync(entry))
        if (child !== 'node_modules' && child !== 'dist') visit(path.join(entry, child));
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  paths.forEach((entry) => visit(path.join(root, entry)));
  return newest;
}

/** Runs a command to its end; rejects (naming it) when it fails. */
function runAsync(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: root });
    child.on('error', reject);
    child.on('exit', (status) =>
      status === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${status}`)),
    );
  });
}

/**
 * The server's compile and the web bundle do not depend on each other (Vite reads the shared package
 * from source), so they run side by side. The compile emits without type-checking (`--noCheck`):
 * checking is `npm run typecheck`'s job in `npm test`, and it took half of a first start's build.
 * tsc -b is incremental and quick when nothing changed (a later checked build still checks every
 * file); the web bundle is rebuilt only when its sources changed.
 */
async function buildProject() {
  log('building');
  const builds = [runAsync('npx', ['tsc', '-b', '--noCheck', 'packages/shared', 'packages/judge', 'apps/server'])];
  const webIndex = path.join(root, 'apps/web/dist/index.html');
  const webSources = newestModification([
    'apps/web/src',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'apps/web/public',
    'packages/shared/src',
  ]);
  if (!fs.existsSync(webIndex) || fs.statSync(webIndex).mtimeMs < webSources)
    builds.push(runAsync('npm', ['run', 'build', '-w', 'apps/web']));
  const failures = (await Promise.allSettled(builds)).filter((outcome) => outcome.status === 'rejected');
  for (const failure of failures) console.error(`[setup] failed: ${failure.reason.message}`);
  if (failures.length > 0) process.exit(1);
}

/**
 * The test suite judges every language, so it installs the optional ones (Rust, Go, …) that
 * `npm start` leaves out; the judge's own command does it, and self-tests each in the sandbox.
 */
function installOptionalLanguages() {
  log('installing the optional judge languages (npm run judge -- install all)');
  run(process.execPath, ['packages/judge/dist/cli.js', 'install', 'all']);
}

checkNodeRelease();
installSystemPackages();
installNodeModules();
if (build) await buildProject();
if (withTests) {
  if (build) installOptionalLanguages();
  else log('--no-build: the optional judge languages are not installed (the judge is not built)');
}
