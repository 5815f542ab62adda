import { BUILD_DIRECTORY, DEFAULT_ENVIRONMENT, PROGRAM_DIRECTORY, compiledSources, type Language } from './language.js';

export const go: Language = {
  id: 'go',
  name: 'Go 1.19',
  extensions: ['.go'],
  versionCommand: ['/usr/bin/go', 'version'],
  sourceFileName: () => 'main.go',
  // Its files, no module: nothing is looked up or downloaded. The -s -w link drops symbol tables.
  compileCommand: (context) => [
    '/usr/bin/go',
    'build',
    '-ldflags=-s -w',
    '-o',
    `${BUILD_DIRECTORY}/main`,
    ...compiledSources(context),
  ],
  entryPoint: () => 'main',
  runCommand: () => [`${PROGRAM_DIRECTORY}/main`],
  keepSource: false,
  memoryOverheadMb: 0,
  // The Go runtime starts a few threads of its own (GC workers, sysmon).
  processes: 64,
  openFiles: 64,
  addressSpaceLimit: true,
  outOfMemoryMarkers: ['runtime: out of memory'],
  environment: {
    ...DEFAULT_ENVIRONMENT,
    // The build cache and GOPATH live in the sandbox's private /tmp: nothing is shared between
    // compilations, and Debian's Go ships the standard library precompiled, so a build stays fast.
    GOCACHE: '/tmp/go-cache',
    GOPATH: '/tmp/go',
    GO111MODULE: 'off',
    GOPROXY: 'off',
    GOFLAGS: '',
    // No C compiler in the build: a pure Go, statically linked program.
    CGO_ENABLED: '0',
    // One thread runs Go code at a time, as the CPU time limit assumes one core.
    GOMAXPROCS: '1',
  },
  selfTestSource: `package main

import (
	"io"
	"os"
)

func main() {
	io.Copy(os.Stdout, os.Stdin)
}
`,
  install: { debianPackages: ['golang-go'] },
};
