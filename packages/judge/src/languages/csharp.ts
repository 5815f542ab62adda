import { BUILD_DIRECTORY, DEFAULT_ENVIRONMENT, PROGRAM_DIRECTORY, compiledSources, type Language } from './language.js';

export const csharp: Language = {
  id: 'csharp',
  name: 'C# (Mono 6.8)',
  extensions: ['.cs'],
  versionCommand: ['/usr/bin/mono', '--version'],
  sourceFileName: () => 'main.cs',
  // mcs is itself a Mono program (/usr/lib/mono/4.5/mcs.exe); -optimize+ as Codeforces compiles.
  compileCommand: (context) => [
    '/usr/bin/mono',
    '/usr/lib/mono/4.5/mcs.exe',
    '-optimize+',
    '-nologo',
    `-out:${BUILD_DIRECTORY}/main.exe`,
    ...compiledSources(context),
  ],
  entryPoint: () => 'main.exe',
  runCommand: () => ['/usr/bin/mono', `${PROGRAM_DIRECTORY}/main.exe`],
  keepSource: false,
  // Mono's runtime and class libraries take about 20 MB before the program allocates anything.
  memoryOverheadMb: 32,
  // The runtime starts a finalizer thread and a few others.
  processes: 64,
  openFiles: 128,
  // Mono reserves address space for its nursery and code areas at start-up.
  addressSpaceLimit: false,
  outOfMemoryMarkers: ['OutOfMemoryException'],
  environment: { ...DEFAULT_ENVIRONMENT, MONO_ENV_OPTIONS: '' },
  selfTestSource: `using System;
using System.IO;

public class Program {
  public static void Main() {
    using (var input = Console.OpenStandardInput())
    using (var output = Console.OpenStandardOutput()) {
      input.CopyTo(output);
    }
  }
}
`,
  install: { debianPackages: ['mono-mcs', 'mono-runtime'] },
};
