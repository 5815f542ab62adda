import { JAVA_HOME, JVM_FAST_START } from './java.js';
import { BUILD_DIRECTORY, DEFAULT_ENVIRONMENT, PROGRAM_DIRECTORY, type Language } from './language.js';

/** Debian's kotlinc keeps its jars here (links into /usr/share/java). */
const KOTLIN_LIBRARIES = '/usr/share/kotlin/kotlinc/lib';
export const KOTLIN_STANDARD_LIBRARY = `${KOTLIN_LIBRARIES}/kotlin-stdlib.jar`;

/** Top-level functions of main.kt live in the class MainKt, inside the file's package if it declares one. */
function mainClassName(source: string): string {
  const declaredPackage = /^\s*package\s+([A-Za-z_][\w.]*)/m.exec(source.replace(/\/\*[\s\S]*?\*\//g, ' '));
  return declaredPackage ? `${declaredPackage[1]}.MainKt` : 'MainKt';
}

export const kotlin: Language = {
  id: 'kotlin',
  name: 'Kotlin 1.3 (JVM, OpenJDK 17)',
  extensions: ['.kt'],
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
  sourceFileName: () => 'main.kt',
  /**
   * The compiler as /usr/bin/kotlinc starts it, without the bash script in between, on the same
   * quick-start JVM flags as javac: it is the slowest compiler here (about 2.5 s CPU for A+B).
   */
  compileCommand: ({ sourceFile }) => [
    `${JAVA_HOME}/bin/java`,
    ...JVM_FAST_START,
    '-Xmx512m',
    '-Xss16m',
    '-Xlog:disable',
    '-cp',
    `${KOTLIN_LIBRARIES}/kotlin-preloader.jar`,
    'org.jetbrains.kotlin.preloading.Preloader',
    '-cp',
    `${KOTLIN_LIBRARIES}/kotlin-compiler.jar`,
    'org.jetbrains.kotlin.cli.jvm.K2JVMCompiler',
    '-no-reflect',
    '-nowarn',
    '-d',
    BUILD_DIRECTORY,
    sourceFile,
  ],
  entryPoint: mainClassName,
  // The program's classes and Kotlin's standard library, on Java's flags (java.ts).
  runCommand: ({ entryPoint, memoryLimitMb }) => [
    `${JAVA_HOME}/bin/java`,
    ...JVM_FAST_START,
    `-Xmx${memoryLimitMb}m`,
    '-Xss64m',
    '-cp',
    `${PROGRAM_DIRECTORY}:${KOTLIN_STANDARD_LIBRARY}`,
    entryPoint,
  ],
  keepSource: false,
  memoryOverheadMb: 128,
  processes: 128,
  openFiles: 256,
  addressSpaceLimit: false,
  outOfMemoryMarkers: ['java.lang.OutOfMemoryError'],
  environment: DEFAULT_ENVIRONMENT,
  selfTestSource: `fun main() {
    System.\`in\`.copyTo(System.out)
    System.out.flush()
}
`,
  install: { debianPackages: ['kotlin'] },
  // Twice the judge's compile time, and room for the compiler's 512 MiB heap beside the JVM's own.
  compileLimits: { timeFactor: 2, memoryMb: 1024 },
};
