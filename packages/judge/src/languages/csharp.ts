import { BUILD_DIRECTORY, DEFAULT_ENVIRONMENT, PROGRAM_DIRECTORY, compiledSources, type Language } from './language.js';

export const csharp: Language = {
  id: 'csharp',
  name: 'C# (Mono 6.8)',
  versionCommand: ['/usr/bin/mono', '--version'],
  // mcs is itself a Mono program (/usr/lib/mono/4.5/mcs.exe); -optimize+ as Codeforces compiles.
  // -debug writes main.exe.mdb, from which `mono --debug` gives a stack trace the file and line of
  // each frame (without them a runtime error names no line); CPU time measured the same either way.
  compileCommand: (context) => [
    '/usr/bin/mono',
    '/usr/lib/mono/4.5/mcs.exe',
    '-optimize+',
    '-debug',
    '-nologo',
    `-out:${BUILD_DIRECTORY}/main.exe`,
    ...compiledSources(context),
  ],
  entryPoint: () => 'main.exe',
  runCommand: () => ['/usr/bin/mono', '--debug', `${PROGRAM_DIRECTORY}/main.exe`],
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
  startCode: {
    batch: `using System;
using System.Text;

public class Program {
    public static void Main() {
        // The statement describes the input; this reads all of it, token by token.
        string[] tokens = Console.In.ReadToEnd().Split((char[])null, StringSplitOptions.RemoveEmptyEntries);

        var output = new StringBuilder();
        // TODO: write your solution here and add the answer with output.AppendLine(...)
        Console.Write(output);
    }
}
`,
    interactive: `using System;

public class Program {
    public static void Main() {
        // Interactive: read one line at a time; Console.WriteLine sends each line at once.
        string line;
        while ((line = Console.ReadLine()) != null) {
            // TODO: read the judge's message in line, then answer it:
            // Console.WriteLine("your answer");
        }
    }
}
`,
  },
  additionSource: (marker) =>
    `using System;\npublic class Program {\n  public static void Main() {\n    var parts = Console.ReadLine().Split(' ');\n    Console.WriteLine(long.Parse(parts[0]) + long.Parse(parts[1]));\n  }\n}\n// ${marker}\n`,
  install: { debianPackages: ['mono-mcs', 'mono-runtime'] },
};
