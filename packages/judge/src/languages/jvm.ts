import { DEFAULT_ENVIRONMENT, type Language, type RunContext } from './language.js';

/** The JDK that runs Java's and Kotlin's programs and compilers. */
export const JAVA_HOME = '/usr/lib/jvm/java-17-openjdk-amd64';

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
