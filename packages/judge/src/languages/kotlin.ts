import { ensureCompilerArchive } from '../compile/java-compiler-archive.js';
import { JAVA_HOME, JVM_FAST_START, JVM_RUNTIME, jvmRunCommand } from './jvm.js';
import { BUILD_DIRECTORY, PROGRAM_DIRECTORY, TOOLS_DIRECTORY, compiledSources, type Language } from './language.js';

/** Debian's kotlinc keeps its jars here (links into /usr/share/java). */
const KOTLIN_LIBRARIES = '/usr/share/kotlin/kotlinc/lib';
export const KOTLIN_STANDARD_LIBRARY = `${KOTLIN_LIBRARIES}/kotlin-stdlib.jar`;

/**
 * kotlinc's class-data-sharing archive, built once per version at start-up like javac's: an A+B
 * compile goes from about 2.1 s to 0.85 s of CPU (measured here).
 */
export const KOTLIN_COMPILER_ARCHIVE = 'kotlinc.jsa';

/** The jars /usr/bin/kotlinc's compiler needs (kotlin-compiler.jar's manifest class path). */
const COMPILER_CLASS_PATH = [
  'kotlin-compiler.jar',
  'kotlin-stdlib.jar',
  'kotlin-script-runtime.jar',
  'kotlin-reflect.jar',
  'kotlin-test.jar',
  'annotations-13.0.jar',
]
  .map((jar) => `${KOTLIN_LIBRARIES}/${jar}`)
  .join(':');

/**
 * The compiler on Java's quick-start flags, with its jars on the application class path rather than
 * behind kotlinc's preloader: classes of the application loader can go into a class-data-sharing
 * archive (the preloader's own loader's cannot), which takes an A+B compile from about 2.1 s of
 * CPU to 0.85 s. `-kotlin-home` finds the standard library the preloader would have found.
 */
export function kotlinCompilerCommand(sourceFiles: string[], jvmFlags: string[]): string[] {
  return [
    `${JAVA_HOME}/bin/java`,
    ...JVM_FAST_START,
    ...jvmFlags,
    '-Xmx512m',
    '-Xss16m',
    '-Xlog:disable',
    '-cp',
    COMPILER_CLASS_PATH,
    'org.jetbrains.kotlin.cli.jvm.K2JVMCompiler',
    '-kotlin-home',
    '/usr/share/kotlin/kotlinc',
    '-no-reflect',
    '-nowarn',
    '-d',
    BUILD_DIRECTORY,
    ...sourceFiles,
  ];
}

/**
 * Top-level functions of main.kt live in the class MainKt (of solve.kt in SolveKt), inside the
 * file's package if it declares one.
 */
function mainClassName(source: string, fileName: string): string {
  const base = fileName.replace(/^.*\//, '').replace(/\.kt$/, '').replace(/[^\w]/g, '_');
  const fileClass = `${base.charAt(0).toUpperCase()}${base.slice(1)}Kt`;
  const declaredPackage = /^\s*package\s+([A-Za-z_][\w.]*)/m.exec(source.replace(/\/\*[\s\S]*?\*\//g, ' '));
  return declaredPackage ? `${declaredPackage[1]}.${fileClass}` : fileClass;
}

export const kotlin: Language = {
  id: 'kotlin',
  name: 'Kotlin 1.3 (JVM, OpenJDK 17)',
  // "info: kotlinc-jvm 1.3-SNAPSHOT (JRE 17.0.15+6…)": Debian's build names no patch release, the JDK is there.
  versionCommand: [
    `${JAVA_HOME}/bin/java`,
    '-Xshare:auto',
    '-XX:TieredStopAtLevel=1',
    '-cp',
    `${KOTLIN_LIBRARIES}/kotlin-preloader.jar`,
    'org.jetbrains.kotlin.preloading.Preloader',
    '-cp',
    `${KOTLIN_LIBRARIES}/kotlin-compiler.jar`,
    'org.jetbrains.kotlin.cli.jvm.K2JVMCompiler',
    '-version',
  ],
  prepare: {
    tool: KOTLIN_COMPILER_ARCHIVE,
    what: 'kotlinc class-data archive',
    required: false,
    make: (context) =>
      ensureCompilerArchive(context, {
        archive: KOTLIN_COMPILER_ARCHIVE,
        sourceFile: 'main.kt',
        source: kotlin.selfTestSource,
        command: (archivePath) => kotlinCompilerCommand(['main.kt'], [`-XX:ArchiveClassesAtExit=${archivePath}`]),
      }),
  },
  compileCommand: (context) =>
    kotlinCompilerCommand(
      compiledSources(context),
      context.tools.has(KOTLIN_COMPILER_ARCHIVE)
        ? [`-XX:SharedArchiveFile=${TOOLS_DIRECTORY}/${KOTLIN_COMPILER_ARCHIVE}`]
        : [],
    ),
  entryPoint: mainClassName,
  // The program's classes and Kotlin's standard library, on the JVM's start-up flags (jvm.ts).
  runCommand: jvmRunCommand(`${PROGRAM_DIRECTORY}:${KOTLIN_STANDARD_LIBRARY}`),
  ...JVM_RUNTIME,
  selfTestSource: `fun main() {
    System.\`in\`.copyTo(System.out)
    System.out.flush()
}
`,
  startCode: {
    batch: `import java.io.*

fun main() {
    // The statement describes the input; this reads all of it, token by token.
    val tokens = System.\`in\`.bufferedReader().readText().split(Regex("\\\\s+")).filter { it.isNotEmpty() }

    val out = PrintWriter(BufferedWriter(OutputStreamWriter(System.out)))
    // TODO: write your solution here and print the answer with out.println(...)
    out.flush()
}
`,
    interactive: `fun main() {
    // Interactive: read one line at a time, and flush after every line you write.
    while (true) {
        val line = readLine() ?: break
        // TODO: read the judge's message in line, then answer it:
        // println("your answer")
        System.out.flush()
    }
}
`,
  },
  additionSource: (marker) =>
    `fun main() {\n    val (a, b) = readLine()!!.trim().split(" ").map { it.toLong() }\n    println(a + b)\n}\n// ${marker}\n`,
  install: { debianPackages: ['kotlin'] },
  // Twice the judge's compile time (a compile without the archive takes about 2.5 s of CPU), and room
  // for the compiler's 512 MiB heap beside the JVM's own.
  compileLimits: { timeFactor: 2, memoryMb: 1024 },
};
