import {
  valueTypeOf,
  type FunctionSignature,
  type ScalarType,
  type ValueType,
} from '@codeyard/shared/function-problem';
import { kotlinName, kotlinType } from '@codeyard/shared/function-stubs/kotlin';
import type { FunctionDriver } from './driver.js';

/** The user's file: kotlinc's errors and the stack trace name it with the user's own line numbers. */
const SOLUTION = 'solution.kt';
/** Its top-level main is the class MainKt, the program's entry point (languages/kotlin.ts). */
const DRIVER = 'main.kt';

/**
 * What LeetCode imports for a Kotlin solution beyond Kotlin's own defaults, written on the user's
 * first line so every later line keeps its number. A star import: the user's own classes win over it.
 */
export const KOTLIN_PRELUDE = 'import java.util.*;';

const NEXT: Record<ScalarType, string> = {
  int: 'nextInt',
  long: 'nextLong',
  double: 'nextDouble',
  bool: 'nextBool',
  char: 'nextChar',
  string: 'nextString',
};

/** The reader's method for a one-dimensional array of each type (specialised: 10^6 ints stay unboxed). */
const ARRAY: Record<ScalarType, string> = {
  int: 'ints',
  long: 'longs',
  double: 'doubles',
  bool: 'bools',
  char: 'chars',
  string: 'strings',
};

/** A Kotlin expression reading one value of `type` from the reader `input`. */
function readExpression(type: ValueType): string {
  switch (type.kind) {
    case 'scalar':
      return `input.${NEXT[type.scalar]}()`;
    case 'list':
      return 'CodeyardDriver.buildList(input.ints())';
    case 'tree':
      return 'CodeyardDriver.buildTree(input.list { input.nullableInt() })';
    case 'array':
      if (type.collection === 'list')
        return type.depth === 1
          ? `input.list { input.${NEXT[type.element]}() }`
          : `input.list { input.list { input.${NEXT[type.element]}() } }`;
      return type.depth === 1
        ? `input.${ARRAY[type.element]}()`
        : `input.list { input.${ARRAY[type.element]}() }.toTypedArray()`;
  }
}

/** How the returned value is written: a null ListNode or TreeNode is [], not null. */
const WRITE: Record<ValueType['kind'], string> = {
  scalar: 'CodeyardDriver.write',
  array: 'CodeyardDriver.write',
  list: 'CodeyardDriver.listNode',
  tree: 'CodeyardDriver.treeNode',
};

/** The statements of main that read the parameters in order and link a `cycleOf` list's tail. */
function readStatements(signature: FunctionSignature): string {
  return signature.params
    .map((parameter, index) => {
      const type = valueTypeOf(parameter.type);
      const read = `    val p${index}: ${kotlinType(type)} = ${readExpression(type)}`;
      if (parameter.cycleOf === undefined) return read;
      const list = signature.params.findIndex((other) => other.name === parameter.cycleOf);
      return `${read}\n    CodeyardDriver.linkCycle(p${list}, p${index})`;
    })
    .join('\n');
}

function driverSource(signature: FunctionSignature): string {
  const returns = valueTypeOf(signature.returns);
  const passed = signature.params.flatMap((parameter, index) => (parameter.cycleOf === undefined ? [`p${index}`] : []));
  return `// Codeyard's driver for a function problem: reads one JSON value per parameter, calls
// Solution().${signature.name} and prints what it returns as compact JSON on one line. What the
// user's code prints goes to stderr, so it cannot be mistaken for the returned value.
import java.nio.charset.StandardCharsets

fun main() {
    val input = CodeyardDriver.Reader(String(System.\`in\`.readBytes(), StandardCharsets.UTF_8))
${readStatements(signature)}
    val stdout = System.out
    System.setOut(System.err)
    val result: ${kotlinType(returns)} = Solution().${kotlinName(signature.name)}(${passed.join(', ')})
    System.out.flush()
    val out = StringBuilder()
    ${WRITE[returns.kind]}(out, result)
    out.append('\\n')
    stdout.write(out.toString().toByteArray(StandardCharsets.UTF_8))
    stdout.flush()
}

class ListNode(var \`val\`: Int) {
    var next: ListNode? = null
}

class TreeNode(var \`val\`: Int) {
    var left: TreeNode? = null
    var right: TreeNode? = null
}

/** The driver's helpers, inside an object so that no name of theirs meets one of the user's. */
object CodeyardDriver {
    fun buildList(values: IntArray): ListNode? {
        var head: ListNode? = null
        for (index in values.indices.reversed()) head = ListNode(values[index]).also { it.next = head }
        return head
    }

    fun linkCycle(head: ListNode?, position: Int) {
        if (position < 0 || head == null) return
        var target: ListNode? = null
        var node: ListNode = head
        var index = 0
        while (true) {
            if (index == position) target = node
            node = node.next ?: break
            index++
        }
        node.next = target
    }

    fun buildTree(values: List<Int?>): TreeNode? {
        if (values.isEmpty() || values[0] == null) return null
        val root = TreeNode(values[0]!!)
        val level = java.util.ArrayDeque<TreeNode>()
        level.add(root)
        var index = 1
        while (index < values.size && level.isNotEmpty()) {
            val node = level.poll()
            val left = values[index++]
            if (left != null) node.left = TreeNode(left).also { level.add(it) }
            val right = if (index < values.size) values[index++] else null
            if (right != null) node.right = TreeNode(right).also { level.add(it) }
        }
        return root
    }

    /** The JSON the tests are written in: numbers, strings, true, false, null and arrays, no objects. */
    class Reader(private val text: String) {
        private var position = 0

        private fun peek(): Char {
            while (position < text.length && text[position] <= ' ') position++
            if (position >= text.length) throw IllegalStateException("the input ended early")
            return text[position]
        }

        private fun expect(wanted: Char) {
            if (peek() != wanted) throw IllegalStateException("expected $wanted at character \${position + 1}")
            position++
        }

        /** Reads '[', then whether the array goes on: true before an element, false after the closing ']'. */
        private fun more(first: Boolean): Boolean {
            if (first) expect('[') else if (peek() == ',') position++
            if (peek() == ']') {
                position++
                return false
            }
            return true
        }

        fun nextLong(): Long {
            peek()
            val negative = text[position] == '-'
            if (negative) position++
            var value = 0L
            while (position < text.length && text[position] in '0'..'9') value = value * 10 + (text[position++] - '0')
            return if (negative) -value else value
        }

        fun nextInt(): Int = nextLong().toInt()

        fun nextDouble(): Double {
            peek()
            val start = position
            while (position < text.length && "+-.eE0123456789".indexOf(text[position]) >= 0) position++
            return text.substring(start, position).toDouble()
        }

        fun nextBool(): Boolean {
            val value = peek() == 't'
            position += if (value) 4 else 5
            return value
        }

        fun nextChar(): Char = nextString()[0]

        fun nextString(): String {
            expect('"')
            val value = StringBuilder()
            while (true) {
                val c = text[position++]
                if (c == '"') break
                if (c != '\\\\') {
                    value.append(c)
                    continue
                }
                val escaped = text[position++]
                when (escaped) {
                    'n' -> value.append('\\n')
                    't' -> value.append('\\t')
                    'r' -> value.append('\\r')
                    'b' -> value.append('\\b')
                    'f' -> value.append('\\u000C')
                    'u' -> {
                        value.append(text.substring(position, position + 4).toInt(16).toChar())
                        position += 4
                    }
                    else -> value.append(escaped)
                }
            }
            return value.toString()
        }

        fun nullableInt(): Int? {
            if (peek() == 'n') {
                position += 4
                return null
            }
            return nextInt()
        }

        fun <T> list(element: () -> T): List<T> {
            val values = ArrayList<T>()
            var first = true
            while (more(first)) {
                values.add(element())
                first = false
            }
            return values
        }

        fun ints(): IntArray {
            var values = IntArray(16)
            var size = 0
            var first = true
            while (more(first)) {
                if (size == values.size) values = values.copyOf(size * 2)
                values[size++] = nextInt()
                first = false
            }
            return values.copyOf(size)
        }

        fun longs(): LongArray {
            var values = LongArray(16)
            var size = 0
            var first = true
            while (more(first)) {
                if (size == values.size) values = values.copyOf(size * 2)
                values[size++] = nextLong()
                first = false
            }
            return values.copyOf(size)
        }

        fun doubles(): DoubleArray {
            var values = DoubleArray(16)
            var size = 0
            var first = true
            while (more(first)) {
                if (size == values.size) values = values.copyOf(size * 2)
                values[size++] = nextDouble()
                first = false
            }
            return values.copyOf(size)
        }

        fun bools(): BooleanArray = list { nextBool() }.toBooleanArray()

        fun chars(): CharArray = list { nextChar() }.toCharArray()

        fun strings(): Array<String> = list { nextString() }.toTypedArray()
    }

    /** Writes a returned value as compact JSON; doubles in their shortest round-trip digits. */
    fun write(out: StringBuilder, value: Any?) {
        when (value) {
            null -> out.append("null")
            is Char -> string(out, value.toString())
            is String -> string(out, value)
            is Number, is Boolean -> out.append(value)
            is IntArray -> items(out, value.size) { out.append(value[it]) }
            is LongArray -> items(out, value.size) { out.append(value[it]) }
            is DoubleArray -> items(out, value.size) { out.append(value[it]) }
            is BooleanArray -> items(out, value.size) { out.append(value[it]) }
            is CharArray -> items(out, value.size) { string(out, value[it].toString()) }
            is Array<*> -> items(out, value.size) { write(out, value[it]) }
            is List<*> -> items(out, value.size) { write(out, value[it]) }
            is Iterable<*> -> write(out, value.toList())
            is ListNode -> listNode(out, value)
            is TreeNode -> treeNode(out, value)
            else -> string(out, value.toString())
        }
    }

    private inline fun items(out: StringBuilder, size: Int, item: (Int) -> Unit) {
        out.append('[')
        for (index in 0 until size) {
            if (index > 0) out.append(',')
            item(index)
        }
        out.append(']')
    }

    private fun string(out: StringBuilder, value: String) {
        out.append('"')
        for (c in value) {
            when {
                c == '"' || c == '\\\\' -> out.append('\\\\').append(c)
                c == '\\n' -> out.append("\\\\n")
                c == '\\r' -> out.append("\\\\r")
                c == '\\t' -> out.append("\\\\t")
                c < ' ' -> out.append(String.format("\\\\u%04x", c.toInt()))
                else -> out.append(c)
            }
        }
        out.append('"')
    }

    /** A list's values up to its end, or up to the first node seen twice when its tail links back. */
    fun listNode(out: StringBuilder, head: ListNode?) {
        val seen = java.util.Collections.newSetFromMap(java.util.IdentityHashMap<ListNode, Boolean>())
        out.append('[')
        var node = head
        while (node != null && seen.add(node)) {
            if (node !== head) out.append(',')
            out.append(node.\`val\`)
            node = node.next
        }
        out.append(']')
    }

    fun treeNode(out: StringBuilder, root: TreeNode?) {
        val queue = ArrayList<TreeNode?>()
        queue.add(root)
        var index = 0
        while (index < queue.size) {
            val node = queue[index++]
            if (node != null) {
                queue.add(node.left)
                queue.add(node.right)
            }
        }
        var end = queue.size
        while (end > 0 && queue[end - 1] == null) end--
        items(out, end) { out.append(queue[it]?.\`val\`?.toString() ?: "null") }
    }
}
`;
}

/**
 * Kotlin's driver: main.kt (the driver, ListNode and TreeNode) beside solution.kt, which is the user's
 * code after LeetCode's java.util import on its first line. No included files: a LeetCode-form
 * Solution using PriorityQueue or TreeMap does not compile without that import.
 */
export const kotlinFunctionDriver: FunctionDriver = {
  language: 'kotlin',
  program: (signature, source) => ({
    language: 'kotlin',
    source: driverSource(signature),
    sourceName: DRIVER,
    files: { [SOLUTION]: KOTLIN_PRELUDE + source },
  }),
};
