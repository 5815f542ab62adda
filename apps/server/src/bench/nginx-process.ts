// nginx for the contest-day benchmark: deploy/nginx/codeyard.conf as users deploy it, with only its
// listen address and web servers replaced, run as a child process with its own prefix (never the
// system service).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const NGINX = '/usr/sbin/nginx';

/** Installs nginx with the project's own installer (scripts/setup.mjs --bench) when it is missing. */
export function ensureNginx(repositoryRoot: string): void {
  if (fs.existsSync(NGINX)) return;
  console.log('nginx is missing: installing it with `node scripts/setup.mjs --bench --no-build`');
  const result = spawnSync(
    process.execPath,
    [path.join(repositoryRoot, 'scripts/setup.mjs'), '--bench', '--no-build'],
    {
      stdio: 'inherit',
      cwd: repositoryRoot,
    },
  );
  if (result.status !== 0 || !fs.existsSync(NGINX))
    throw new Error(
      'nginx is needed for the scaled run: install it (as root: apt-get install -y --no-install-recommends nginx) or set BENCH_RUNS=embedded',
    );
}

/**
 * The deployed site configuration with the bench's listen address and web servers: every
 * `# web server` line of an upstream is replaced by one line per `servers` entry, keeping the
 * line's parameters (max_fails, fail_timeout).
 */
export function templateSiteConfig(site: string, options: { listen: string; servers: string[] }): string {
  const lines: string[] = [];
  let replacedInBlock = false;
  for (const line of site.split('\n')) {
    if (/^\s*upstream\s/.test(line)) replacedInBlock = false;
    const server = /^(\s*)server\s+\S+(.*?);\s*# web server\s*$/.exec(line);
    if (server) {
      if (!replacedInBlock)
        for (const address of options.servers) lines.push(`${server[1]}server ${address}${server[2]};`);
      replacedInBlock = true;
      continue;
    }
    lines.push(line.replace(/^(\s*)listen\s+80;/, `$1listen ${options.listen};`));
  }
  const templated = lines.join('\n');
  if (templated === site || !templated.includes(`listen ${options.listen};`))
    throw new Error('deploy/nginx/codeyard.conf: found no `listen 80;` or `# web server` lines to fill in');
  return templated;
}

export type NginxProcess = {
  url: string;
  /** The access log: one line per request, `request-id status upstream-addresses`. */
  accessLog: string;
  pids(): number[];
  stop(): Promise<void>;
};

export async function startNginx(options: {
  repositoryRoot: string;
  directory: string;
  port: number;
  servers: string[];
}): Promise<NginxProcess> {
  const { directory } = options;
  fs.mkdirSync(path.join(directory, 'logs'), { recursive: true });
  fs.mkdirSync(path.join(directory, 'temp'), { recursive: true });
  // The worker processes run as nobody when nginx starts as root: they must reach the temp folders.
  fs.chmodSync(directory, 0o755);
  const site = templateSiteConfig(
    fs.readFileSync(path.join(options.repositoryRoot, 'deploy/nginx/codeyard.conf'), 'utf8'),
    { listen: `127.0.0.1:${options.port}`, servers: options.servers },
  );
  fs.writeFileSync(path.join(directory, 'codeyard.conf'), site);
  const accessLog = path.join(directory, 'logs/access.log');
  // The main configuration a distribution's nginx.conf plays, with every path inside `directory`.
  const main = `worker_processes 1;
pid ${directory}/nginx.pid;
error_log ${directory}/logs/error.log warn;
events { worker_connections 4096; }
http {
  client_body_temp_path ${directory}/temp/body;
  proxy_temp_path ${directory}/temp/proxy;
  fastcgi_temp_path ${directory}/temp/fastcgi;
  uwsgi_temp_path ${directory}/temp/uwsgi;
  scgi_temp_path ${directory}/temp/scgi;
  log_format bench '$msec $codeyard_request_id $status "$upstream_addr" "$upstream_status" $request_method $uri';
  access_log ${accessLog} bench;
  include ${directory}/codeyard.conf;
}
`;
  const configFile = path.join(directory, 'nginx.conf');
  fs.writeFileSync(configFile, main);
  const check = spawnSync(NGINX, ['-t', '-p', directory, '-c', configFile], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx refused the configuration:\n${check.stderr}`);
  const child: ChildProcess = spawn(NGINX, ['-p', directory, '-c', configFile, '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${options.port}`;
  for (let attempt = 0; ; attempt += 1) {
    try {
      await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(1000) });
      break;
    } catch (error) {
      if (attempt > 50) throw new Error(`nginx did not answer on ${url}`, { cause: error });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    accessLog,
    pids() {
      const workers = spawnSync('pgrep', ['-P', String(child.pid)], { encoding: 'utf8' }).stdout;
      return [child.pid ?? 0, ...workers.split('\n').filter(Boolean).map(Number)].filter((pid) => pid > 0);
    },
    async stop() {
      // A fast stop: a graceful one (SIGQUIT) waits for proxied WebSockets to end.
      child.kill('SIGTERM');
      await exited;
    },
  };
}
