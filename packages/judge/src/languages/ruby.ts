import { DEFAULT_ENVIRONMENT, PROGRAM_DIRECTORY, type Language } from './language.js';

export const ruby: Language = {
  id: 'ruby',
  name: 'Ruby 3.1',
  versionCommand: ['/usr/bin/ruby', '--version'],
  // A syntax check, so a syntax error is a compilation error like in the compiled languages.
  compileCommand: ({ sourceFile }) => ['/usr/bin/ruby', '-c', sourceFile],
  entryPoint: (_source, fileName) => fileName,
  runCommand: ({ entryPoint }) => ['/usr/bin/ruby', `${PROGRAM_DIRECTORY}/${entryPoint}`],
  keepSource: true,
  memoryOverheadMb: 0,
  // Ruby starts a timer thread, and one per Thread the program makes.
  processes: 64,
  openFiles: 64,
  addressSpaceLimit: true,
  outOfMemoryMarkers: ['NoMemoryError', 'failed to allocate memory'],
  environment: { ...DEFAULT_ENVIRONMENT, RUBYOPT: '' },
  selfTestSource: `$stdout.write($stdin.read)
`,
  startCode: {
    batch: `# The statement describes the input; this reads all of it, token by token.
tokens = $stdin.read.split

# TODO: write your solution here and print the answer with puts(...)
`,
    interactive: `# Interactive: read one line at a time; with sync on, every line you write is sent at once.
$stdout.sync = true
while (line = $stdin.gets)
  # TODO: read the judge's message in line, then answer it:
  # puts "your answer"
end
`,
  },
  additionSource: (marker) => `a, b = gets.split.map(&:to_i)\nputs a + b\n# ${marker}\n`,
  install: { debianPackages: ['ruby'] },
};
