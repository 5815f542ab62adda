import { SUM_SOLUTIONS } from './fixture-problem.js';

/** A complete, valid Codeyard package for the sum problem, its files under `folder/` (or at the zip's root for ''). */
export function sumPackage(folder: string): Record<string, string> {
  const prefix = folder ? `${folder}/` : '';
  const files: Record<string, string> = {
    'problem.yaml': 'name: Package Sum\nlimits:\n  time_limit: 2\n  memory: 256\n',
    'codeyard.yaml': 'difficulty: easy\ntags: [array]\nexplanations:\n  "1": One and two.\n',
    'statement/problem.en.md': 'Print a + b.\n',
    'data/sample/1.in': '1 2\n',
    'data/sample/1.ans': '3\n',
    'data/secret/1.in': '5 6\n',
    'data/secret/1.ans': '11\n',
    'start/main.cpp': 'int main(){}\n',
    'start/Main.java': 'public class Main{public static void main(String[] a){}}\n',
    'start/main.js': '// read stdin\n',
    'submissions/accepted/main.cpp': SUM_SOLUTIONS.cpp,
    'submissions/accepted/Main.java': SUM_SOLUTIONS.java,
    'submissions/accepted/main.js': SUM_SOLUTIONS.javascript,
  };
  return Object.fromEntries(Object.entries(files).map(([name, content]) => [`${prefix}${name}`, content]));
}

/** Nine levels of nine aliases: 9^9 (387 million) nodes if a parser expanded them all. */
export const YAML_ALIAS_BOMB = `${Array.from(
  { length: 9 },
  (_, level) =>
    `l${level}: &l${level} [${Array(9)
      .fill(level === 0 ? '"lol"' : `*l${level - 1}`)
      .join(', ')}]`,
).join('\n')}\ndifficulty: easy\ntags: [array]\n`;

/** The files without the named ones. */
export function without(files: Record<string, string>, ...names: string[]): Record<string, string> {
  return Object.fromEntries(Object.entries(files).filter(([name]) => !names.includes(name)));
}
