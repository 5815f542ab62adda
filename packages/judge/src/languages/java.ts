import {
  BUILD_DIRECTORY,
  DEFAULT_ENVIRONMENT,
  PROGRAM_DIRECTORY,
  TOOLS_DIRECTORY,
  compiledSources,
  type Language,
  type RunContext,
} from './language.js';

export const JAVA_HOME = '/usr/lib/jvm/java-17-openjdk-amd64';
/**
 * javac spends most of its start-up loading its own classes; a class-data-sharing archive of them,
 * made once per JDK, nearly halves a compile (0.95 s to 0.55 s CPU measured here).
 */
export const JAVA_COMPILER_ARCHIVE = 'javac.jsa';

/**
 * Start-up matters more than peak speed for tests that run a fraction of a second: the serial
 * collector starts no GC threads, C1 alone compiles sooner, the default class-data-sharing archive
 * maps the JDK's classes instead of loading them, and no perf-data file is written to /tmp.
 */
export const JVM_FAST_START = ['-XX:+UseSerialGC', '-XX:TieredStopAtLevel=1', '-Xshare:auto', '-XX:-UsePerfData'];

/** Runs the class holding main on the JVM with `classPath`, on the start-up flags (Java's and Kotlin's programs). */
export function jvmRunCommand(classPath: string): (context: RunContext) => string[] {
  return ({ entryPoint, memoryLimitMb }) => [
    `${JAVA_HOME}/bin/java`,
    ...JVM_FAST_START,
    `-Xmx${memoryLimitMb}m`,
    // Deep recursion is common in solutions; the main thread gets a large stack.
    '-Xss64m',
    '-cp',
    classPath,
    entryPoint,
  ];
}

/** What a program on the JVM needs beyond its own memory, processes and files (Java's and Kotlin's). */
export const JVM_RUNTIME = {
  keepSource: false,
  memoryOverheadMb: 128,
  processes: 128,
  openFiles: 256,
  addressSpaceLimit: false,
  outOfMemoryMarkers: ['java.lang.OutOfMemoryError'],
  environment: DEFAULT_ENVIRONMENT,
} satisfies Partial<Language>;

/** Strips comments and string literals so "class" inside them is not mistaken for code. */
function codeOnly(source: string): string {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, ' ')
    .replace(/\/\/[^\n]*/g, ' ')
    .replace(/"(?:\\.|[^"\\\n])*"/g, '""')
    .replace(/'(?:\\.|[^'\\\n])*'/g, "''");
}

function publicClassName(source: string): string | null {
  const match =
    /\bpublic\s+(?:(?:final|abstract|strictfp)\s+)*(?:class|interface|enum|record)\s+([A-Za-z_$][\w$]*)/.exec(
      codeOnly(source),
    );
  return match?.[1] ?? null;
}

/**
 * The class holding `main`, named with the file's package when it declares one (javac then writes
 * it under that package's folders): the public class when it has one, else the first class declaring main.
 */
function mainClassName(source: string): string {
  const declaredPackage = /^\s*package\s+([A-Za-z_$][\w$.]*)\s*;/m.exec(codeOnly(source));
  const name = simpleMainClassName(source);
  return declaredPackage ? `${declaredPackage[1]}.${name}` : name;
}

function simpleMainClassName(source: string): string {
  const code = codeOnly(source);
  const classPattern = /\b(?:class|interface|enum|record)\s+([A-Za-z_$][\w$]*)/g;
  const declarations = [...code.matchAll(classPattern)].map((match) => ({ name: match[1]!, index: match.index }));
  const mainIndex = code.search(/\bstatic\s+(?:public\s+)?void\s+main\s*\(|\bvoid\s+main\s*\(\s*String/);
  const publicName = publicClassName(source);
  if (publicName) return publicName;
  if (mainIndex >= 0) {
    const enclosing = declarations.filter((declaration) => declaration.index < mainIndex).pop();
    if (enclosing) return enclosing.name;
  }
  return declarations[0]?.name ?? 'Main';
}

export const java: Language = {
  id: 'java',
  name: 'Java (OpenJDK 17)',
  extensions: ['.java'],
  versionCommand: [`${JAVA_HOME}/bin/java`, '-version'],
  sourceFileName: (source) => `${publicClassName(source) ?? 'Main'}.java`,
  tools: [JAVA_COMPILER_ARCHIVE],
  compileCommand: (context) => [
    `${JAVA_HOME}/bin/javac`,
    ...JVM_FAST_START.map((flag) => `-J${flag}`),
    ...(context.tools.has(JAVA_COMPILER_ARCHIVE)
      ? [`-J-XX:SharedArchiveFile=${TOOLS_DIRECTORY}/${JAVA_COMPILER_ARCHIVE}`]
      : []),
    // An unusable archive is only slower; its warnings are no business of the user's.
    '-J-Xlog:disable',
    '-J-Xmx512m',
    '-encoding',
    'UTF-8',
    '-d',
    BUILD_DIRECTORY,
    ...compiledSources(context),
  ],
  entryPoint: mainClassName,
  runCommand: jvmRunCommand(PROGRAM_DIRECTORY),
  ...JVM_RUNTIME,
  selfTestSource: `import java.io.*;

public class Main {
  public static void main(String[] args) throws IOException {
    System.in.transferTo(System.out);
    System.out.flush();
  }
}
`,
};
