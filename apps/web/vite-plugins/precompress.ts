import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats that shrink well; images and fonts (woff2) are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|wasm|ttf)$/;
/** bytes; smaller files fit in a packet or two either way (except index.html, fetched on every visit). */
const MINIMUM_BYTES = 1024;

async function listFiles(directory: string): Promise<string[]> {
  const entries = await fs.readdir(directory, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Writes `name.br` (brotli quality 11) and `name.gz` (gzip level 9) beside every compressible
 * build output. The slowest settings cost seconds once per build instead of CPU per request, and
 * the server (@fastify/static `preCompressed`) just picks the file the browser accepts.
 */
export function precompress(): Plugin {
  let outDirectory = '';
  let logger: ResolvedConfig['logger'] | undefined;
  return {
    name: 'codeyard-precompress',
    apply: 'build',
    configResolved(config: ResolvedConfig) {
      outDirectory = path.resolve(config.root, config.build.outDir);
      logger = config.logger;
    },
    async closeBundle() {
      const files = (await listFiles(outDirectory)).filter((file) => COMPRESSIBLE.test(file));
      let written = 0;
      await Promise.all(
        files.map(async (file) => {
          const content = await fs.readFile(file);
          if (content.length < MINIMUM_BYTES && !file.endsWith('.html')) return;
          const [brotli, gzipped] = await Promise.all([
            brotliAsync(content, {
              params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
            }),
            gzipAsync(content, { level: 9 }),
          ]);
          await Promise.all([fs.writeFile(`${file}.br`, brotli), fs.writeFile(`${file}.gz`, gzipped)]);
          written += 1;
        }),
      );
      logger?.info(`precompressed ${written} files (.br, .gz)`);
    },
  };
}
