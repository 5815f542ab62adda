import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { SimilarityGrammar } from '@codeyard/shared';

/**
 * A tree-sitter grammar shipped as WebAssembly by `@vscode/tree-sitter-wasm` (its file
 * `wasm/tree-sitter-<grammar>.wasm`), or null to compare by characters as Dolos does for a language
 * it has no parser for.
 */
/** The grammars the report parses with: the language table names one per language (or none). */
export type SyntaxGrammar = SimilarityGrammar;

/** One comparison: sources in one language, and the start code to leave out (null: none). */
export type DolosGroupInput = { grammar: SyntaxGrammar | null; sources: string[]; template: string | null };

/** A pair by the indexes of its sources in the input; fragment lines are 1-based and inclusive. */
export type DolosPairOutput = {
  left: number;
  right: number;
  similarity: number;
  longest: number;
  fragments: { left: [number, number]; right: [number, number] }[];
};

export type DolosGroupOutput = { pairs: DolosPairOutput[] } | { error: string };

export type DolosLimits = { maxPairs: number; maxFragments: number };

/*
 * Dolos (tokenising with tree-sitter, fingerprinting, pairing) takes most of a second of CPU for 60
 * sources, so it runs in a worker thread and the server keeps answering meanwhile. The worker's code
 * is a string evaluated by the worker rather than a file of its own: the same string then runs
 * whether the server runs from dist/ (compiled) or from the TypeScript sources under vitest, where a
 * worker file would be a .ts that Node 20 cannot load. Every decision (who, which code, what to
 * show) stays in similarity-report.ts.
 *
 * Nothing here is compiled at install: Dolos's algorithm is `@dodona/dolos-core` (plain JavaScript),
 * and the parsers are tree-sitter built to WebAssembly (`@vscode/tree-sitter-wasm`, the runtime and
 * grammars VS Code ships), where `@dodona/dolos-lib` would bring native tree-sitter and twenty
 * grammars compiled from C by node-gyp. The tokenizers are Dolos's own (its CodeTokenizer and
 * CharTokenizer, with its defaults: k-grams of 23 tokens, windows of 17), so a report reads as
 * Dolos's would.
 */
const WORKER_SOURCE = `
const path = require('node:path');
const { parentPort, workerData } = require('node:worker_threads');
const KGRAM_LENGTH = 23;
const KGRAMS_IN_WINDOW = 17;
(async () => {
  const { FingerprintIndex, File, TokenizedFile, Region } = await import(workerData.dolosCoreUrl);
  const { Parser, Language } = require(workerData.treeSitterPath);
  await Parser.init();
  const parsers = new Map();
  async function parserOf(grammar) {
    if (!parsers.has(grammar)) {
      const parser = new Parser();
      parser.setLanguage(await Language.load(path.join(path.dirname(workerData.treeSitterPath), 'tree-sitter-' + grammar + '.wasm')));
      parsers.set(grammar, parser);
    }
    return parsers.get(grammar);
  }
  // Dolos's CodeTokenizer: each named node as "( type ... )", comments left out; a node's region
  // ends where its first child starts, so a match points at the lines that differ least.
  function syntaxTokens(parser, text) {
    const tree = parser.parse(text);
    const tokens = [];
    const visit = (node) => {
      const location = new Region(node.startPosition.row, node.startPosition.column, node.endPosition.row, node.endPosition.column);
      const included = !node.type.includes('comment');
      if (included) tokens.push({ token: '(', location }, { token: node.type, location });
      for (const child of node.namedChildren) {
        const [row, column] = visit(child);
        if (row < location.endRow || (row === location.endRow && column < location.endCol)) {
          location.endRow = row;
          location.endCol = column;
        }
      }
      if (included) tokens.push({ token: ')', location });
      return [location.startRow, location.startCol];
    };
    visit(tree.rootNode);
    tree.delete();
    return tokens;
  }
  // Dolos's CharTokenizer.
  function characterTokens(text) {
    const tokens = [];
    for (const [row, line] of text.split('\\n').entries())
      for (let column = 0; column < line.length; column++)
        tokens.push({ token: line[column], location: new Region(row, column, row, column + 1) });
    return tokens;
  }
  const { groups, limits } = workerData;
  const results = [];
  for (const group of groups) {
    try {
      const parser = group.grammar === null ? null : await parserOf(group.grammar);
      const tokenized = (name, source) => {
        const tokens = parser ? syntaxTokens(parser, source) : characterTokens(source);
        return new TokenizedFile(new File(name, source), tokens.map((entry) => entry.token), tokens.map((entry) => entry.location));
      };
      const files = group.sources.map((source, index) => tokenized(index + '.src', source));
      const index = new FingerprintIndex(KGRAM_LENGTH, KGRAMS_IN_WINDOW, false);
      index.addFiles(files);
      if (group.template) index.addIgnoredFile(tokenized('template.src', group.template));
      const position = new Map(files.map((file, place) => [file, place]));
      const pairs = index
        .allPairs('total')
        .sort((a, b) => b.similarity - a.similarity || b.longest - a.longest)
        .slice(0, limits.maxPairs)
        .map((pair) => ({
          left: position.get(pair.leftFile),
          right: position.get(pair.rightFile),
          similarity: pair.similarity,
          longest: pair.longest,
          fragments: pair
            .buildFragments()
            .sort((a, b) => b.pairs.length - a.pairs.length)
            .slice(0, limits.maxFragments)
            .map((fragment) => ({
              left: [fragment.leftSelection.startRow + 1, fragment.leftSelection.endRow + 1],
              right: [fragment.rightSelection.startRow + 1, fragment.rightSelection.endRow + 1],
            })),
        }));
      results.push({ pairs });
    } catch (error) {
      results.push({ error: String(error && error.message ? error.message : error) });
    }
  }
  parentPort.postMessage(results);
})().catch((error) => parentPort.postMessage({ failed: String(error && error.stack ? error.stack : error) }));
`;

const resolve = createRequire(import.meta.url).resolve;
const dolosCoreUrl = pathToFileURL(resolve('@dodona/dolos-core')).href;
/** The WebAssembly build of tree-sitter's runtime; the grammars lie beside it. */
const treeSitterPath = resolve('@vscode/tree-sitter-wasm');

/** Compares each group in a fresh worker thread (its memory is freed when it ends). */
export function analyzeInWorker(groups: DolosGroupInput[], limits: DolosLimits): Promise<DolosGroupOutput[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { dolosCoreUrl, treeSitterPath, groups, limits },
    });
    worker.once('message', (message: DolosGroupOutput[] | { failed: string }) => {
      void worker.terminate();
      if (Array.isArray(message)) resolve(message);
      else reject(new Error(message.failed));
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`The similarity worker stopped with code ${code}`));
    });
  });
}
