import { ensureCompilerArchive } from '../compile/java-compiler-archive.js';
import { JAVA_HOME, JVM_FAST_START, JVM_RUNTIME, jvmRunCommand } from './jvm.js';
import { BUILD_DIRECTORY, PROGRAM_DIRECTORY, TOOLS_DIRECTORY, compiledSources, type Language } from './language.js';

/**
 * javac spends most of its start-up loading its own classes; a class-data-sharing archive of them,
 * made once per JDK, nearly halves a compile (0.95 s to 0.55 s CPU measured here).
 */
export const JAVA_COMPILER_ARCHIVE = 'javac.jsa';

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
  versionCommand: [`${JAVA_HOME}/bin/java`, '-version'],
  // The public class must live in a file of its name; without one, the table's Main.java.
  sourceFileName: (source) => {
    const name = publicClassName(source);
    return name ? `${name}.java` : undefined;
  },
  prepare: {
    tool: JAVA_COMPILER_ARCHIVE,
    what: 'javac class-data archive',
    required: false,
    // javac compiles the self-test once with the archive written at its exit.
    make: (context) =>
      ensureCompilerArchive(context, {
        archive: JAVA_COMPILER_ARCHIVE,
        sourceFile: 'Main.java',
        source: java.selfTestSource,
        command: (archivePath) => [
          `${JAVA_HOME}/bin/javac`,
          '-J-XX:+UseSerialGC',
          '-J-XX:TieredStopAtLevel=1',
          '-J-XX:-UsePerfData',
          `-J-XX:ArchiveClassesAtExit=${archivePath}`,
          '-J-Xlog:disable',
          '-d',
          BUILD_DIRECTORY,
          'Main.java',
        ],
      }),
  },
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
  startCode: {
    batch: `import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        // The statement describes the input; this reads all of it, token by token.
        List<String> tokens = new ArrayList<>();
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            StringTokenizer words = new StringTokenizer(line);
            while (words.hasMoreTokens()) tokens.add(words.nextToken());
        }

        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        // TODO: write your solution here and print the answer with out.println(...)
        out.flush();
    }
}
`,
    interactive: `import java.io.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        PrintWriter out = new PrintWriter(new OutputStreamWriter(System.out));
        // Interactive: read one line at a time, and flush after every line you write.
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            // TODO: read the judge's message in line, then answer it:
            // out.println("your answer");
            out.flush();
        }
    }
}
`,
  },
  additionSource: (marker) =>
    `import java.io.*;\nimport java.util.*;\npublic class Main {\n  public static void main(String[] args) throws IOException {\n    StringTokenizer tokens = new StringTokenizer(new BufferedReader(new InputStreamReader(System.in)).readLine());\n    System.out.println(Long.parseLong(tokens.nextToken()) + Long.parseLong(tokens.nextToken()));\n  }\n}\n// ${marker}\n`,
};
