import {
  pascalCase,
  passedParameters,
  valueTypeOf,
  type FunctionSignature,
  type ScalarType,
  type ValueType,
} from '@codeyard/shared/function-problem';
import { csharpType } from '@codeyard/shared/function-stubs/csharp';
import type { FunctionDriver } from './driver.js';

/** The user's file: mcs's errors and (with the debug symbols languages/csharp.ts asks for) stack traces name it and its lines. */
const SOLUTION = 'solution.cs';
const DRIVER = 'main.cs';

/**
 * What LeetCode imports for a C# solution (Mono's mcs has no `global using`), before the user's code
 * in its file; `#line 1` numbers the user's first line 1 again, in mcs's errors and in the debug
 * symbols stack traces are read with. A using the user repeats is no warning of theirs to read.
 */
export const CSHARP_PRELUDE = `#pragma warning disable 105
using System;
using System.Collections;
using System.Collections.Generic;
using System.Linq;
using System.Text;
#line 1
`;

const NEXT: Record<ScalarType, string> = {
  int: 'NextInt',
  long: 'NextLong',
  double: 'NextDouble',
  bool: 'NextBool',
  char: 'NextChar',
  string: 'NextString',
};

/** The reader's method for a one-dimensional array of each type (specialised: 10^6 ints stay unboxed). */
const ARRAY: Record<ScalarType, string> = {
  int: 'Ints',
  long: 'Longs',
  double: 'Doubles',
  bool: 'Bools',
  char: 'Chars',
  string: 'Strings',
};

/** A C# expression reading one value of `type` from the reader `input`. */
function readExpression(type: ValueType): string {
  switch (type.kind) {
    case 'scalar':
      return `input.${NEXT[type.scalar]}()`;
    case 'list':
      return 'CodeyardDriver.BuildList(input.Ints())';
    case 'tree':
      return 'CodeyardDriver.BuildTree(input.Items<int?>(() => input.NullableInt()))';
    case 'array': {
      const element = csharpType({ kind: 'scalar', scalar: type.element });
      if (type.collection === 'list')
        return type.depth === 1
          ? `input.Items<${element}>(() => input.${NEXT[type.element]}())`
          : `input.Items<IList<${element}>>(() => input.Items<${element}>(() => input.${NEXT[type.element]}()))`;
      return type.depth === 1
        ? `input.${ARRAY[type.element]}()`
        : `input.Items<${element}[]>(() => input.${ARRAY[type.element]}()).ToArray()`;
    }
  }
}

/** How the returned value is written: a null ListNode or TreeNode is [], not null. */
const WRITE: Record<ValueType['kind'], string> = {
  scalar: 'Write',
  array: 'Write',
  list: 'WriteList',
  tree: 'WriteTree',
};

/** The statements of Main that read the parameters in order and link a `cycleOf` list's tail. */
function readStatements(signature: FunctionSignature): string {
  return signature.params
    .map((parameter, index) => {
      const type = valueTypeOf(parameter.type);
      const read = `        ${csharpType(type)} p${index} = ${readExpression(type)};`;
      if (parameter.cycleOf === undefined) return read;
      const list = signature.params.findIndex((other) => other.name === parameter.cycleOf);
      return `${read}\n        LinkCycle(p${list}, p${index});`;
    })
    .join('\n');
}

function driverSource(signature: FunctionSignature): string {
  const returns = valueTypeOf(signature.returns);
  const passed = signature.params.flatMap((parameter, index) => (parameter.cycleOf === undefined ? [`p${index}`] : []));
  const passedTypes = passedParameters(signature).map((parameter) => csharpType(valueTypeOf(parameter.type)));
  return `// Codeyard's driver for a function problem: reads one JSON value per parameter, calls
// Solution.${pascalCase(signature.name)} and prints what it returns as compact JSON on one line. What
// the user's code prints goes to stderr, so it cannot be mistaken for the returned value.
using System;
using System.Collections;
using System.Collections.Generic;
using System.Globalization;
using System.IO;
using System.Text;

public class ListNode {
    public int val;
    public ListNode next;
    public ListNode(int val=0, ListNode next=null) {
        this.val = val;
        this.next = next;
    }
}

public class TreeNode {
    public int val;
    public TreeNode left;
    public TreeNode right;
    public TreeNode(int val=0, TreeNode left=null, TreeNode right=null) {
        this.val = val;
        this.left = left;
        this.right = right;
    }
}

public static class CodeyardDriver {
    public static void Main() {
        var bytes = new MemoryStream();
        using (var stdin = Console.OpenStandardInput()) stdin.CopyTo(bytes);
        var input = new Reader(new UTF8Encoding(false).GetString(bytes.ToArray()));
${readStatements(signature)}
        Console.SetOut(Console.Error);
        // Called through a delegate, which the JIT does not inline: a small method inlined into Main
        // would leave its own frame, and the user's line, out of a stack trace.
        Func<${[...passedTypes, csharpType(returns)].join(', ')}> call = new Solution().${pascalCase(signature.name)};
        ${csharpType(returns)} result = call(${passed.join(', ')});
        Console.Error.Flush();
        var output = new StringBuilder();
        ${WRITE[returns.kind]}(output, result);
        output.Append('\\n');
        var encoded = new UTF8Encoding(false).GetBytes(output.ToString());
        using (var stdout = Console.OpenStandardOutput()) stdout.Write(encoded, 0, encoded.Length);
    }

    static ListNode BuildList(int[] values) {
        ListNode head = null;
        for (int index = values.Length - 1; index >= 0; index--) head = new ListNode(values[index], head);
        return head;
    }

    static void LinkCycle(ListNode head, int position) {
        if (position < 0 || head == null) return;
        ListNode target = null, node = head;
        for (int index = 0; ; index++) {
            if (index == position) target = node;
            if (node.next == null) break;
            node = node.next;
        }
        node.next = target;
    }

    static TreeNode BuildTree(List<int?> values) {
        if (values.Count == 0 || values[0] == null) return null;
        var root = new TreeNode(values[0].Value);
        var level = new Queue<TreeNode>();
        level.Enqueue(root);
        int index = 1;
        while (index < values.Count && level.Count > 0) {
            var node = level.Dequeue();
            if (values[index] != null) level.Enqueue(node.left = new TreeNode(values[index].Value));
            index++;
            if (index < values.Count && values[index] != null) level.Enqueue(node.right = new TreeNode(values[index].Value));
            index++;
        }
        return root;
    }

    /** Writes a returned value as compact JSON; doubles in round-trip digits. */
    static void Write(StringBuilder output, object value) {
        if (value == null) output.Append("null");
        else if (value is string) WriteString(output, (string) value);
        else if (value is char) WriteString(output, value.ToString());
        else if (value is bool) output.Append((bool) value ? "true" : "false");
        else if (value is double) output.Append(((double) value).ToString("R", CultureInfo.InvariantCulture));
        else if (value is int[]) {
            var values = (int[]) value;
            output.Append('[');
            for (int index = 0; index < values.Length; index++) {
                if (index > 0) output.Append(',');
                output.Append(values[index]);
            }
            output.Append(']');
        } else if (value is IEnumerable) {
            output.Append('[');
            bool first = true;
            foreach (var item in (IEnumerable) value) {
                if (!first) output.Append(',');
                first = false;
                Write(output, item);
            }
            output.Append(']');
        } else output.Append(Convert.ToString(value, CultureInfo.InvariantCulture));
    }

    static void WriteString(StringBuilder output, string value) {
        output.Append('"');
        foreach (char c in value) {
            if (c == '"' || c == '\\\\') output.Append('\\\\').Append(c);
            else if (c == '\\n') output.Append("\\\\n");
            else if (c == '\\r') output.Append("\\\\r");
            else if (c == '\\t') output.Append("\\\\t");
            else if (c < ' ') output.Append("\\\\u").Append(((int) c).ToString("x4"));
            else output.Append(c);
        }
        output.Append('"');
    }

    /** A list's values up to its end, or up to the first node seen twice when its tail links back. */
    static void WriteList(StringBuilder output, ListNode head) {
        var seen = new HashSet<ListNode>();
        output.Append('[');
        for (var node = head; node != null && seen.Add(node); node = node.next) {
            if (node != head) output.Append(',');
            output.Append(node.val);
        }
        output.Append(']');
    }

    static void WriteTree(StringBuilder output, TreeNode root) {
        var queue = new List<TreeNode> { root };
        for (int index = 0; index < queue.Count; index++) {
            var node = queue[index];
            if (node != null) {
                queue.Add(node.left);
                queue.Add(node.right);
            }
        }
        int end = queue.Count;
        while (end > 0 && queue[end - 1] == null) end--;
        output.Append('[');
        for (int index = 0; index < end; index++) {
            if (index > 0) output.Append(',');
            if (queue[index] == null) output.Append("null");
            else output.Append(queue[index].val);
        }
        output.Append(']');
    }

    /** The JSON the tests are written in: numbers, strings, true, false, null and arrays, no objects. */
    class Reader {
        readonly string text;
        int position;

        public Reader(string text) { this.text = text; }

        char Peek() {
            while (position < text.Length && text[position] <= ' ') position++;
            if (position >= text.Length) throw new InvalidDataException("the input ended early");
            return text[position];
        }

        void Expect(char wanted) {
            if (Peek() != wanted) throw new InvalidDataException("expected " + wanted + " at character " + (position + 1));
            position++;
        }

        /** Reads '[', then whether the array goes on: true before an element, false after the closing ']'. */
        bool More(bool first) {
            if (first) Expect('[');
            else if (Peek() == ',') position++;
            if (Peek() == ']') {
                position++;
                return false;
            }
            return true;
        }

        public long NextLong() {
            Peek();
            bool negative = text[position] == '-';
            if (negative) position++;
            long value = 0;
            while (position < text.Length && text[position] >= '0' && text[position] <= '9')
                value = value * 10 + (text[position++] - '0');
            return negative ? -value : value;
        }

        public int NextInt() { return (int) NextLong(); }

        public double NextDouble() {
            Peek();
            int start = position;
            while (position < text.Length && "+-.eE0123456789".IndexOf(text[position]) >= 0) position++;
            return double.Parse(text.Substring(start, position - start), NumberStyles.Float, CultureInfo.InvariantCulture);
        }

        public bool NextBool() {
            bool value = Peek() == 't';
            position += value ? 4 : 5;
            return value;
        }

        public char NextChar() { return NextString()[0]; }

        public string NextString() {
            Expect('"');
            var value = new StringBuilder();
            for (char c = text[position++]; c != '"'; c = text[position++]) {
                if (c != '\\\\') {
                    value.Append(c);
                    continue;
                }
                char escaped = text[position++];
                switch (escaped) {
                    case 'n': value.Append('\\n'); break;
                    case 't': value.Append('\\t'); break;
                    case 'r': value.Append('\\r'); break;
                    case 'b': value.Append('\\b'); break;
                    case 'f': value.Append('\\f'); break;
                    case 'u':
                        value.Append((char) int.Parse(text.Substring(position, 4), NumberStyles.HexNumber));
                        position += 4;
                        break;
                    default: value.Append(escaped); break;
                }
            }
            return value.ToString();
        }

        public int? NullableInt() {
            if (Peek() == 'n') {
                position += 4;
                return null;
            }
            return NextInt();
        }

        public List<T> Items<T>(Func<T> element) {
            var values = new List<T>();
            for (bool first = true; More(first); first = false) values.Add(element());
            return values;
        }

        public int[] Ints() {
            var values = new int[16];
            int size = 0;
            for (bool first = true; More(first); first = false) {
                if (size == values.Length) Array.Resize(ref values, size * 2);
                values[size++] = NextInt();
            }
            Array.Resize(ref values, size);
            return values;
        }

        public long[] Longs() { return Items<long>(NextLong).ToArray(); }

        public double[] Doubles() { return Items<double>(NextDouble).ToArray(); }

        public bool[] Bools() { return Items<bool>(NextBool).ToArray(); }

        public char[] Chars() { return Items<char>(NextChar).ToArray(); }

        public string[] Strings() { return Items<string>(NextString).ToArray(); }
    }
}
`;
}

/**
 * C#'s driver: main.cs (the driver, ListNode and TreeNode) beside solution.cs, which is the user's
 * code after LeetCode's usings and a `#line 1`. No included files: a LeetCode-form Solution using
 * List or Dictionary does not compile without those usings, and Mono's mcs has no `global using`
 * that a driver file could give them with.
 */
export const csharpFunctionDriver: FunctionDriver = {
  language: 'csharp',
  program: (signature, source) => ({
    language: 'csharp',
    source: driverSource(signature),
    sourceName: DRIVER,
    files: { [SOLUTION]: CSHARP_PRELUDE + source },
  }),
};
