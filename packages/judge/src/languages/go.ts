import { BUILD_DIRECTORY, DEFAULT_ENVIRONMENT, PROGRAM_DIRECTORY, compiledSources, type Language } from './language.js';

export const go: Language = {
  id: 'go',
  name: 'Go 1.19',
  versionCommand: ['/usr/bin/go', 'version'],
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
  startCode: {
    batch: `package main

import (
	"bufio"
	"fmt"
	"os"
)

// Keeps fmt imported until the solution prints with it (Go refuses an unused import).
var _ = fmt.Fprintln

func main() {
	// The statement describes the input; this reads all of it, token by token.
	scanner := bufio.NewScanner(os.Stdin)
	scanner.Buffer(make([]byte, 1024*1024), 1024*1024)
	scanner.Split(bufio.ScanWords)
	var tokens []string
	for scanner.Scan() {
		tokens = append(tokens, scanner.Text())
	}

	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	// TODO: write your solution here and print the answer with fmt.Fprintln(out, ...)
}
`,
    interactive: `package main

import (
	"bufio"
	"fmt"
	"os"
)

// Keeps fmt imported until the solution prints with it (Go refuses an unused import).
var _ = fmt.Println

func main() {
	// Interactive: read one line at a time; fmt.Println writes to os.Stdout at once (it is not buffered).
	scanner := bufio.NewScanner(os.Stdin)
	for scanner.Scan() {
		line := scanner.Text()
		// TODO: read the judge's message in line, then answer it:
		// fmt.Println("your answer")
		_ = line
	}
}
`,
  },
  additionSource: (marker) =>
    `package main\n\nimport (\n\t"bufio"\n\t"fmt"\n\t"os"\n)\n\nfunc main() {\n\tvar a, b int64\n\tfmt.Fscan(bufio.NewReader(os.Stdin), &a, &b)\n\tfmt.Println(a + b)\n}\n// ${marker}\n`,
  install: { debianPackages: ['golang-go'] },
};
