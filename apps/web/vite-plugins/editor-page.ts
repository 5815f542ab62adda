import fs from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, ResolvedConfig, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

const EDITOR = 'src/features/problems/components/code-editor.tsx';
/**
 * The pages the server sends instead of index.html for a problem's URL and a contest problem's
 * (apps/server/src/http/web-app.ts), and the modules each needs before its editor shows, by
 * source path: the route's own code and the editor with Monaco (which
 * src/features/problems/lib/start-editor-load.ts imports).
 */
const EDITOR_PAGES: Record<string, string[]> = {
  'problem.html': ['src/app/routes/problem.tsx', EDITOR],
  'contest-problem.html': ['src/app/routes/contest/problem.tsx', EDITOR],
};

const isChunk = (output: OutputBundle[string] | undefined): output is OutputChunk => output?.type === 'chunk';

/** The chunk and every chunk it imports statically, by file name. */
function withStaticImports(bundle: OutputBundle, fileName: string, found = new Set<string>()): Set<string> {
  if (found.has(fileName) || !isChunk(bundle[fileName])) return found;
  found.add(fileName);
  for (const imported of bundle[fileName].imports) withStaticImports(bundle, imported, found);
  return found;
}

/**
 * Writes each of EDITOR_PAGES: index.html plus `<link rel="modulepreload">` for a problem page's lazy
 * chunks, Monaco's among them. On index.html the browser learns of those chunks only once the
 * entry script has run (about 0.2 s into a warm visit) and reads and parses Monaco's 3 MB after
 * that; named in the HTML, they are fetched and parsed in the background from the start.
 * Preloading them on every page would cost the landing page 600 KB, so only problem URLs get it.
 */
export function editorPage(): Plugin {
  let config: ResolvedConfig | undefined;
  return {
    name: 'codeyard-editor-page',
    apply: 'build',
    configResolved(resolved: ResolvedConfig) {
      config = resolved;
    },
    async writeBundle(_options, bundle) {
      if (!config) return;
      const { root, base } = config;
      const chunks = Object.values(bundle).filter(isChunk);
      const entry = chunks.find((chunk) => chunk.isEntry);
      const index = bundle['index.html'];
      if (!entry || index?.type !== 'asset')
        throw new Error('codeyard-editor-page: the build has no entry chunk or no index.html');
      // index.html already preloads the entry's static imports.
      const alreadyLoaded = withStaticImports(bundle, entry.fileName);
      const html = String(index.source);
      if (!html.includes('</head>')) throw new Error('codeyard-editor-page: index.html has no </head>');
      for (const [page, modulePaths] of Object.entries(EDITOR_PAGES)) {
        const wanted = new Set<string>();
        for (const modulePath of modulePaths) {
          const chunk = chunks.find((candidate) => candidate.facadeModuleId === path.join(root, modulePath));
          if (!chunk) throw new Error(`codeyard-editor-page: no chunk is built for ${modulePath}`);
          for (const fileName of withStaticImports(bundle, chunk.fileName))
            if (!alreadyLoaded.has(fileName)) wanted.add(fileName);
        }
        const links = [...wanted]
          .map((fileName) => `    <link rel="modulepreload" crossorigin href="${base}${fileName}">\n`)
          .join('');
        await fs.writeFile(
          path.resolve(root, config.build.outDir, page),
          html.replace(/ *<\/head>/, `${links}  </head>`),
        );
      }
    },
  };
}
