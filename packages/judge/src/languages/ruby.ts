import { DEFAULT_ENVIRONMENT, PROGRAM_DIRECTORY, type Language } from './language.js';

export const ruby: Language = {
  id: 'ruby',
  name: 'Ruby 3.1',
  extensions: ['.rb'],
  versionCommand: ['/usr/bin/ruby', '--version'],
  sourceFileName: () => 'main.rb',
  // A syntax check, so a syntax error is a compilation error like in the compiled languages.
  compileCommand: ({ sourceFile }) => ['/usr/bin/ruby', '-c', sourceFile],
  entryPoint: (_source, fileName = 'main.rb') => fileName,
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
  install: { debianPackages: ['ruby'] },
};
