import { goType } from '@codeyard/shared/function-stubs/go';
import { valueTypeOf, type FunctionSignature, type ValueType } from '@codeyard/shared/function-problem';
import type { FunctionDriver } from './driver.js';

const SOLUTION = 'solution.go';
const DRIVER = 'main.go';

/**
 * The packages a LeetCode Go solution may use without importing them, with a use of each that
 * keeps Go from refusing the import when the solution does not use it.
 */
const PREIMPORTED: [path: string, use: string][] = [
  ['bytes', 'bytes.Compare'],
  ['container/heap', 'heap.Init'],
  ['container/list', 'list.New'],
  ['container/ring', 'ring.New'],
  ['fmt', 'fmt.Sprint'],
  ['math', 'math.Abs'],
  ['math/bits', 'bits.OnesCount'],
  ['math/rand', 'rand.Intn'],
  ['regexp', 'regexp.MustCompile'],
  ['sort', 'sort.Ints'],
  ['strconv', 'strconv.Itoa'],
  ['strings', 'strings.Split'],
  ['unicode', 'unicode.IsDigit'],
  ['unicode/utf8', 'utf8.RuneLen'],
];

/**
 * The import paths the user's own import declarations bring in, and the names they and the user's
 * top-level declarations take (a `type heap []int` would clash with an implicit container/heap).
 */
function ownImports(source: string): { paths: Set<string>; names: Set<string> } {
  const paths = new Set<string>();
  const names = new Set<string>();
  for (const [, name] of source.matchAll(/^(?:func|type|var|const)\s+([A-Za-z_]\w*)/gm)) names.add(name!);
  const specification = /(?:^|[\s(;])(?:([A-Za-z_]\w*|\.)\s+)?"([^"\n]+)"/g;
  for (const declaration of source.matchAll(/^\s*import\s*(\([^)]*\)|[^\n]*)/gm)) {
    for (const [, alias, path] of declaration[1]!.matchAll(specification)) {
      paths.add(path!);
      names.add(alias ?? path!.split('/').at(-1)!);
    }
  }
  return { paths, names };
}

/**
 * The user's file: a package clause and LeetCode's implicit imports on its first physical line, a
 * //line directive so the user's code keeps its line numbers in compiler errors and panics, and
 * after it the uses that keep every implicit import (only those the user does not import, or shadow
 * with an import of the same name).
 */
function solutionSource(source: string): string {
  const own = ownImports(source);
  const implicit = PREIMPORTED.filter(([path]) => !own.paths.has(path) && !own.names.has(path.split('/').at(-1)!));
  const imports = implicit.map(([path]) => `"${path}"`).join('; ');
  const uses = implicit.map(([, use]) => `var _ = ${use}\n`).join('');
  const user = source.endsWith('\n') ? source : `${source}\n`;
  return `package main; import (${imports})
//line ${SOLUTION}:1
${user}
//line codeyard-imports.go:1
${uses}`;
}

/**
 * The driver's names all start with codeyard: they share the package with the user's code, which
 * may well have a max or a parser of its own.
 */
const DRIVER_LIBRARY = `package main

import (
	"io"
	"os"
	"strconv"
	"unicode/utf8"
)

type ListNode struct {
	Val  int
	Next *ListNode
}

type TreeNode struct {
	Val   int
	Left  *TreeNode
	Right *TreeNode
}

type codeyardParser struct {
	input    []byte
	position int
}

func (p *codeyardParser) fail(what string) {
	os.Stderr.WriteString("driver: the input does not fit the signature (" + what + " at byte " + strconv.Itoa(p.position) + ")\\n")
	os.Exit(2)
}

func (p *codeyardParser) space() {
	for p.position < len(p.input) {
		switch p.input[p.position] {
		case ' ', '\\n', '\\r', '\\t':
			p.position++
		default:
			return
		}
	}
}

func (p *codeyardParser) nextIs(character byte) bool {
	p.space()
	return p.position < len(p.input) && p.input[p.position] == character
}

func (p *codeyardParser) expect(character byte) {
	if !p.nextIs(character) {
		p.fail("expected " + string(character))
	}
	p.position++
}

func (p *codeyardParser) word(text string) bool {
	p.space()
	if len(p.input)-p.position >= len(text) && string(p.input[p.position:p.position+len(text)]) == text {
		p.position += len(text)
		return true
	}
	return false
}

func (p *codeyardParser) int64() int64 {
	p.space()
	negative := p.position < len(p.input) && p.input[p.position] == '-'
	if negative {
		p.position++
	}
	start := p.position
	var value uint64
	for p.position < len(p.input) && p.input[p.position] >= '0' && p.input[p.position] <= '9' {
		value = value*10 + uint64(p.input[p.position]-'0')
		p.position++
	}
	if start == p.position {
		p.fail("a number expected")
	}
	if negative {
		return int64(-value)
	}
	return int64(value)
}

func (p *codeyardParser) int() int { return int(p.int64()) }

func (p *codeyardParser) float64() float64 {
	p.space()
	start := p.position
	for p.position < len(p.input) && (p.input[p.position] == '-' || p.input[p.position] == '+' || p.input[p.position] == '.' || p.input[p.position] == 'e' || p.input[p.position] == 'E' || p.input[p.position] >= '0' && p.input[p.position] <= '9') {
		p.position++
	}
	value, err := strconv.ParseFloat(string(p.input[start:p.position]), 64)
	if err != nil {
		p.fail("a number expected")
	}
	return value
}

func (p *codeyardParser) bool() bool {
	if p.word("true") {
		return true
	}
	if !p.word("false") {
		p.fail("true or false expected")
	}
	return false
}

func (p *codeyardParser) hex4() rune {
	if p.position+4 > len(p.input) {
		p.fail("a \\\\u escape cut short")
	}
	code, err := strconv.ParseUint(string(p.input[p.position:p.position+4]), 16, 32)
	if err != nil {
		p.fail("a \\\\u escape expected")
	}
	p.position += 4
	return rune(code)
}

func (p *codeyardParser) string() string {
	p.expect('"')
	start := p.position
	for p.position < len(p.input) && p.input[p.position] != '"' && p.input[p.position] != '\\\\' {
		p.position++
	}
	text := p.input[start:p.position:p.position]
	for p.position < len(p.input) && p.input[p.position] != '"' {
		character := p.input[p.position]
		p.position++
		if character != '\\\\' {
			text = append(text, character)
			continue
		}
		if p.position >= len(p.input) {
			break
		}
		escape := p.input[p.position]
		p.position++
		switch escape {
		case 'n':
			text = append(text, '\\n')
		case 't':
			text = append(text, '\\t')
		case 'r':
			text = append(text, '\\r')
		case 'b':
			text = append(text, '\\b')
		case 'f':
			text = append(text, '\\f')
		case 'u':
			code := p.hex4()
			if code >= 0xD800 && code < 0xDC00 && p.position+1 < len(p.input) && p.input[p.position] == '\\\\' && p.input[p.position+1] == 'u' {
				p.position += 2
				code = 0x10000 + (code-0xD800)<<10 + (p.hex4() - 0xDC00)
			}
			text = utf8.AppendRune(text, code)
		default:
			text = append(text, escape)
		}
	}
	p.expect('"')
	return string(text)
}

func (p *codeyardParser) byte() byte {
	text := p.string()
	if text == "" {
		return 0
	}
	return text[0]
}

func codeyardReadSlice[T any](p *codeyardParser, item func(*codeyardParser) T) []T {
	p.expect('[')
	values := []T{}
	if p.nextIs(']') {
		p.position++
		return values
	}
	for {
		values = append(values, item(p))
		if p.nextIs(',') {
			p.position++
			continue
		}
		p.expect(']')
		return values
	}
}

func (p *codeyardParser) list() *ListNode {
	values := codeyardReadSlice(p, (*codeyardParser).int)
	var head *ListNode
	for index := len(values) - 1; index >= 0; index-- {
		head = &ListNode{Val: values[index], Next: head}
	}
	return head
}

func (p *codeyardParser) tree() *TreeNode {
	nodes := codeyardReadSlice(p, func(p *codeyardParser) *TreeNode {
		if p.word("null") {
			return nil
		}
		return &TreeNode{Val: p.int()}
	})
	if len(nodes) == 0 {
		return nil
	}
	child := 1
	for parent := 0; parent < len(nodes) && child < len(nodes); parent++ {
		if nodes[parent] == nil {
			continue
		}
		nodes[parent].Left = nodes[child]
		child++
		if child < len(nodes) {
			nodes[parent].Right = nodes[child]
			child++
		}
	}
	return nodes[0]
}

// LeetCode's hidden pos: the list's tail links back to node at (-1: no cycle).
func codeyardLinkCycle(head *ListNode, at int) {
	if at < 0 || head == nil {
		return
	}
	var target *ListNode
	node := head
	for index := 0; ; index++ {
		if index == at {
			target = node
		}
		if node.Next == nil {
			break
		}
		node = node.Next
	}
	node.Next = target
}

type codeyardWriter struct{ output []byte }

func (w *codeyardWriter) int(value int)         { w.output = strconv.AppendInt(w.output, int64(value), 10) }
func (w *codeyardWriter) int64(value int64)     { w.output = strconv.AppendInt(w.output, value, 10) }
func (w *codeyardWriter) float64(value float64) { w.output = strconv.AppendFloat(w.output, value, 'g', -1, 64) }
func (w *codeyardWriter) bool(value bool)       { w.output = strconv.AppendBool(w.output, value) }
func (w *codeyardWriter) byte(value byte)       { w.string(string([]byte{value})) }

func (w *codeyardWriter) string(value string) {
	w.output = append(w.output, '"')
	for index := 0; index < len(value); index++ {
		character := value[index]
		switch {
		case character == '"' || character == '\\\\':
			w.output = append(w.output, '\\\\', character)
		case character == '\\n':
			w.output = append(w.output, '\\\\', 'n')
		case character == '\\t':
			w.output = append(w.output, '\\\\', 't')
		case character == '\\r':
			w.output = append(w.output, '\\\\', 'r')
		case character < 0x20:
			w.output = append(w.output, '\\\\', 'u', '0', '0', "0123456789abcdef"[character>>4], "0123456789abcdef"[character&15])
		default:
			w.output = append(w.output, character)
		}
	}
	w.output = append(w.output, '"')
}

func codeyardWriteSlice[T any](w *codeyardWriter, values []T, item func(*codeyardWriter, T)) {
	w.output = append(w.output, '[')
	for index, value := range values {
		if index > 0 {
			w.output = append(w.output, ',')
		}
		item(w, value)
	}
	w.output = append(w.output, ']')
}

func (w *codeyardWriter) list(head *ListNode) {
	w.output = append(w.output, '[')
	for node := head; node != nil; node = node.Next {
		if node != head {
			w.output = append(w.output, ',')
		}
		w.int(node.Val)
	}
	w.output = append(w.output, ']')
}

func (w *codeyardWriter) tree(root *TreeNode) {
	queue := []*TreeNode{root}
	last := 0
	for index := 0; index < len(queue); index++ {
		if queue[index] != nil {
			last = index
			queue = append(queue, queue[index].Left, queue[index].Right)
		}
	}
	w.output = append(w.output, '[')
	for index := 0; root != nil && index <= last; index++ {
		if index > 0 {
			w.output = append(w.output, ',')
		}
		if queue[index] == nil {
			w.output = append(w.output, "null"...)
		} else {
			w.int(queue[index].Val)
		}
	}
	w.output = append(w.output, ']')
}

// The returned value goes to the real stdout; while the user's function runs, what it prints
// (fmt.Println while debugging) goes to stderr, as LeetCode keeps it apart from the answer.
func codeyardStart() (*codeyardParser, *os.File) {
	input, err := io.ReadAll(os.Stdin)
	if err != nil {
		os.Exit(2)
	}
	answer := os.Stdout
	os.Stdout = os.Stderr
	return &codeyardParser{input: input}, answer
}

func codeyardFinish(answer *os.File, w *codeyardWriter) {
	w.output = append(w.output, '\\n')
	answer.Write(w.output)
}
`;

function scalarName(type: ValueType & { kind: 'scalar' | 'array' }): string {
  const scalar = type.kind === 'scalar' ? type.scalar : type.element;
  return { int: 'int', long: 'int64', double: 'float64', bool: 'bool', char: 'byte', string: 'string' }[scalar];
}

/** An expression reading a value of `type` with the parser p. */
function readExpression(type: ValueType): string {
  switch (type.kind) {
    case 'scalar':
      return `p.${scalarName(type)}()`;
    case 'list':
      return 'p.list()';
    case 'tree':
      return 'p.tree()';
    case 'array': {
      const item = `(*codeyardParser).${scalarName(type)}`;
      const row = `codeyardReadSlice(p, ${item})`;
      return type.depth === 1
        ? row
        : `codeyardReadSlice(p, func(p *codeyardParser) ${goType({ ...type, depth: 1 })} { return ${row} })`;
    }
  }
}

/** A statement writing `value` of `type` with the writer w. */
function writeStatement(type: ValueType, value: string): string {
  switch (type.kind) {
    case 'scalar':
      return `w.${scalarName(type)}(${value})`;
    case 'list':
      return `w.list(${value})`;
    case 'tree':
      return `w.tree(${value})`;
    case 'array': {
      const item = `(*codeyardWriter).${scalarName(type)}`;
      if (type.depth === 1) return `codeyardWriteSlice(w, ${value}, ${item})`;
      return `codeyardWriteSlice(w, ${value}, func(w *codeyardWriter, row ${goType({ ...type, depth: 1 })}) { codeyardWriteSlice(w, row, ${item}) })`;
    }
  }
}

function driverSource(signature: FunctionSignature): string {
  const reads = signature.params.map((parameter, index) => {
    const read = `\targument${index} := ${readExpression(valueTypeOf(parameter.type))}\n`;
    if (parameter.cycleOf === undefined) return read;
    const list = signature.params.findIndex((other) => other.name === parameter.cycleOf);
    return `${read}\tcodeyardLinkCycle(argument${list}, argument${index})\n`;
  });
  const passed = signature.params
    .flatMap((parameter, index) => (parameter.cycleOf === undefined ? [`argument${index}`] : []))
    .join(', ');
  return `${DRIVER_LIBRARY}
func main() {
	p, answer := codeyardStart()
${reads.join('')}	result := ${signature.name}(${passed})
	w := &codeyardWriter{}
	${writeStatement(valueTypeOf(signature.returns), 'result')}
	codeyardFinish(answer, w)
}
`;
}

/**
 * No includedFiles: under the Kattis rule a submission's own file is compiled beside the driver
 * unchanged, and LeetCode's Go has no package clause and leaves out the imports LeetCode implies,
 * so the file alone cannot be part of a Go program; the driver must add them to it.
 */
export const goFunctionDriver: FunctionDriver = {
  language: 'go',
  program: (signature, source) => ({
    language: 'go',
    source: driverSource(signature),
    sourceName: DRIVER,
    files: { [SOLUTION]: solutionSource(source) },
  }),
};
