import {
  valueTypeOf,
  type FunctionSignature,
  type ScalarType,
  type ValueType,
} from '@codeyard/shared/function-problem';
import { javaType } from '@codeyard/shared/function-stubs/java';
import type { FunctionDriver } from './driver.js';

/** The user's file: javac's errors and the stack trace name it with the user's own line numbers. */
const SOLUTION = 'Solution.java';
const DRIVER = 'Main.java';

/**
 * What LeetCode imports for a Java solution, written on the user's first line so every later line
 * keeps its number. Star imports only: a user's own class of the same name (a Pair, a Node) wins
 * over them, as it does on LeetCode.
 */
export const JAVA_PRELUDE =
  'import java.util.*;import java.util.function.*;import java.util.stream.*;import java.math.*;' +
  'import java.util.concurrent.*;import java.util.concurrent.atomic.*;import java.util.regex.*;import javafx.util.*;';

/**
 * LeetCode's Java has JavaFX's javafx.util.Pair, which many solutions use; the JDK here has no
 * JavaFX, so the driver brings a class of the same name and methods.
 */
const PAIR_FILE = 'javafx/util/Pair.java';
const PAIR_SOURCE = `package javafx.util;

import java.util.Objects;

/** A key and a value, equal to another pair with equal key and value (JavaFX's Pair, as LeetCode has it). */
public class Pair<K, V> implements java.io.Serializable {
    private final K key;
    private final V value;

    public Pair(K key, V value) {
        this.key = key;
        this.value = value;
    }

    public K getKey() { return key; }

    public V getValue() { return value; }

    @Override
    public String toString() { return key + "=" + value; }

    @Override
    public int hashCode() { return Objects.hashCode(key) * 13 + Objects.hashCode(value); }

    @Override
    public boolean equals(Object other) {
        if (this == other) return true;
        if (!(other instanceof Pair)) return false;
        Pair<?, ?> pair = (Pair<?, ?>) other;
        return Objects.equals(key, pair.key) && Objects.equals(value, pair.value);
    }
}
`;

/** The reader's method for one scalar of each type. */
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

/** How the returned value is written: a null ListNode or TreeNode is [], not null. */
const WRITE: Record<ValueType['kind'], string> = {
  scalar: 'Json.write',
  array: 'Json.write',
  list: 'Json.listNode',
  tree: 'Json.treeNode',
};

/** A Java expression reading one value of `type` from the reader `in`. */
function readExpression(type: ValueType): string {
  switch (type.kind) {
    case 'scalar':
      return `in.${NEXT[type.scalar]}()`;
    case 'list':
      return 'Main.buildList(in.ints())';
    case 'tree':
      return 'Main.buildTree(in.nullableInts())';
    case 'array':
      if (type.collection === 'list')
        return type.depth === 1
          ? `in.list(in::${NEXT[type.element]})`
          : `in.list(() -> in.list(in::${NEXT[type.element]}))`;
      return type.depth === 1
        ? `in.${ARRAY[type.element]}()`
        : `in.list(in::${ARRAY[type.element]}).toArray(new ${javaType({ kind: 'scalar', scalar: type.element })}[0][])`;
  }
}

/** The statements of main that read the parameters in order and link a `cycleOf` list's tail. */
function readStatements(signature: FunctionSignature): string {
  return signature.params
    .map((parameter, index) => {
      const type = valueTypeOf(parameter.type);
      const read = `        ${javaType(type)} p${index} = ${readExpression(type)};`;
      if (parameter.cycleOf === undefined) return read;
      const list = signature.params.findIndex((other) => other.name === parameter.cycleOf);
      return `${read}\n        Main.linkCycle(p${list}, p${index});`;
    })
    .join('\n');
}

function driverSource(signature: FunctionSignature): string {
  const returns = valueTypeOf(signature.returns);
  const passed = signature.params.flatMap((parameter, index) => (parameter.cycleOf === undefined ? [`p${index}`] : []));
  return `import java.io.*;
import java.nio.charset.StandardCharsets;
import java.util.*;
import java.util.function.Supplier;

/**
 * Codeyard's driver for a function problem: reads one JSON value per parameter, calls
 * Solution.${signature.name} and prints what it returns as compact JSON on one line. What the user's
 * code prints goes to stderr, so it cannot be mistaken for the returned value.
 */
public class Main {
    public static void main(String[] args) throws IOException {
        Reader in = new Reader(new String(System.in.readAllBytes(), StandardCharsets.UTF_8));
${readStatements(signature)}
        PrintStream stdout = System.out;
        System.setOut(System.err);
        ${javaType(returns)} result = new Solution().${signature.name}(${passed.join(', ')});
        System.out.flush();
        StringBuilder out = new StringBuilder();
        ${WRITE[returns.kind]}(out, result);
        out.append('\\n');
        stdout.write(out.toString().getBytes(StandardCharsets.UTF_8));
        stdout.flush();
    }

    static ListNode buildList(int[] values) {
        ListNode head = null;
        for (int index = values.length - 1; index >= 0; index--) head = new ListNode(values[index], head);
        return head;
    }

    static void linkCycle(ListNode head, int position) {
        if (position < 0 || head == null) return;
        ListNode target = null, node = head;
        for (int index = 0; ; index++) {
            if (index == position) target = node;
            if (node.next == null) break;
            node = node.next;
        }
        node.next = target;
    }

    static TreeNode buildTree(Integer[] values) {
        if (values.length == 0 || values[0] == null) return null;
        TreeNode root = new TreeNode(values[0]);
        ArrayDeque<TreeNode> level = new ArrayDeque<>();
        level.add(root);
        int index = 1;
        while (index < values.length && !level.isEmpty()) {
            TreeNode node = level.poll();
            if (index < values.length && values[index] != null) level.add(node.left = new TreeNode(values[index]));
            index++;
            if (index < values.length && values[index] != null) level.add(node.right = new TreeNode(values[index]));
            index++;
        }
        return root;
    }

    /** The JSON the tests are written in: numbers, strings, true, false, null and arrays, no objects. */
    static final class Reader {
        private final String text;
        private int position;

        Reader(String text) { this.text = text; }

        private char peek() {
            while (position < text.length() && text.charAt(position) <= ' ') position++;
            if (position >= text.length()) throw new IllegalStateException("the input ended early");
            return text.charAt(position);
        }

        private void expect(char wanted) {
            if (peek() != wanted) throw new IllegalStateException("expected " + wanted + " at character " + (position + 1));
            position++;
        }

        /** Reads '[', then whether the array goes on: true before an element, false after the closing ']'. */
        private boolean more(boolean first) {
            if (first) expect('[');
            else if (peek() == ',') position++;
            if (peek() == ']') {
                position++;
                return false;
            }
            return true;
        }

        long nextLong() {
            peek();
            boolean negative = text.charAt(position) == '-';
            if (negative) position++;
            long value = 0;
            while (position < text.length() && Character.isDigit(text.charAt(position)))
                value = value * 10 + (text.charAt(position++) - '0');
            return negative ? -value : value;
        }

        int nextInt() { return (int) nextLong(); }

        double nextDouble() {
            peek();
            int start = position;
            while (position < text.length() && "+-.eE0123456789".indexOf(text.charAt(position)) >= 0) position++;
            return Double.parseDouble(text.substring(start, position));
        }

        boolean nextBool() {
            boolean value = peek() == 't';
            position += value ? 4 : 5;
            return value;
        }

        char nextChar() { return nextString().charAt(0); }

        String nextString() {
            expect('"');
            StringBuilder value = new StringBuilder();
            for (char c = text.charAt(position++); c != '"'; c = text.charAt(position++)) {
                if (c != '\\\\') {
                    value.append(c);
                    continue;
                }
                char escaped = text.charAt(position++);
                switch (escaped) {
                    case 'n': value.append('\\n'); break;
                    case 't': value.append('\\t'); break;
                    case 'r': value.append('\\r'); break;
                    case 'b': value.append('\\b'); break;
                    case 'f': value.append('\\f'); break;
                    case 'u':
                        value.append((char) Integer.parseInt(text.substring(position, position + 4), 16));
                        position += 4;
                        break;
                    default: value.append(escaped);
                }
            }
            return value.toString();
        }

        Integer nullableInt() {
            if (peek() == 'n') {
                position += 4;
                return null;
            }
            return nextInt();
        }

        <T> List<T> list(Supplier<T> element) {
            List<T> values = new ArrayList<>();
            for (boolean first = true; more(first); first = false) values.add(element.get());
            return values;
        }

        Integer[] nullableInts() { return list(this::nullableInt).toArray(new Integer[0]); }

        int[] ints() {
            int[] values = new int[16];
            int size = 0;
            for (boolean first = true; more(first); first = false) {
                if (size == values.length) values = Arrays.copyOf(values, size * 2);
                values[size++] = nextInt();
            }
            return Arrays.copyOf(values, size);
        }

        long[] longs() {
            long[] values = new long[16];
            int size = 0;
            for (boolean first = true; more(first); first = false) {
                if (size == values.length) values = Arrays.copyOf(values, size * 2);
                values[size++] = nextLong();
            }
            return Arrays.copyOf(values, size);
        }

        double[] doubles() {
            double[] values = new double[16];
            int size = 0;
            for (boolean first = true; more(first); first = false) {
                if (size == values.length) values = Arrays.copyOf(values, size * 2);
                values[size++] = nextDouble();
            }
            return Arrays.copyOf(values, size);
        }

        boolean[] bools() {
            List<Boolean> list = list(this::nextBool);
            boolean[] values = new boolean[list.size()];
            for (int index = 0; index < values.length; index++) values[index] = list.get(index);
            return values;
        }

        char[] chars() {
            StringBuilder values = new StringBuilder();
            for (boolean first = true; more(first); first = false) values.append(nextChar());
            return values.toString().toCharArray();
        }

        String[] strings() { return list(this::nextString).toArray(new String[0]); }
    }

    /** Writes a returned value as compact JSON: a ListNode as its values, a TreeNode in level order. */
    static final class Json {
        static void write(StringBuilder out, Object value) {
            if (value == null) out.append("null");
            else if (value instanceof Double) number(out, (Double) value);
            else if (value instanceof Number || value instanceof Boolean) out.append(value);
            else if (value instanceof Character) string(out, value.toString());
            else if (value instanceof String) string(out, (String) value);
            else if (value instanceof int[]) {
                int[] values = (int[]) value;
                out.append('[');
                for (int index = 0; index < values.length; index++) out.append(index == 0 ? "" : ",").append(values[index]);
                out.append(']');
            } else if (value instanceof long[]) {
                long[] values = (long[]) value;
                out.append('[');
                for (int index = 0; index < values.length; index++) out.append(index == 0 ? "" : ",").append(values[index]);
                out.append(']');
            } else if (value instanceof double[]) {
                double[] values = (double[]) value;
                out.append('[');
                for (int index = 0; index < values.length; index++) {
                    if (index > 0) out.append(',');
                    number(out, values[index]);
                }
                out.append(']');
            } else if (value instanceof boolean[]) {
                boolean[] values = (boolean[]) value;
                out.append('[');
                for (int index = 0; index < values.length; index++) out.append(index == 0 ? "" : ",").append(values[index]);
                out.append(']');
            } else if (value instanceof char[]) {
                char[] values = (char[]) value;
                out.append('[');
                for (int index = 0; index < values.length; index++) {
                    if (index > 0) out.append(',');
                    string(out, String.valueOf(values[index]));
                }
                out.append(']');
            } else if (value instanceof Object[]) items(out, Arrays.asList((Object[]) value));
            else if (value instanceof Iterable) items(out, (Iterable<?>) value);
            else if (value instanceof ListNode) listNode(out, (ListNode) value);
            else if (value instanceof TreeNode) treeNode(out, (TreeNode) value);
            else string(out, value.toString());
        }

        private static void items(StringBuilder out, Iterable<?> values) {
            out.append('[');
            boolean first = true;
            for (Object item : values) {
                if (!first) out.append(',');
                first = false;
                write(out, item);
            }
            out.append(']');
        }

        /** Shortest round-trip digits; JSON has no NaN or infinity, which stay as Java spells them (a wrong answer). */
        private static void number(StringBuilder out, double value) {
            out.append(value);
        }

        private static void string(StringBuilder out, String value) {
            out.append('"');
            for (int index = 0; index < value.length(); index++) {
                char c = value.charAt(index);
                if (c == '"' || c == '\\\\') out.append('\\\\').append(c);
                else if (c == '\\n') out.append("\\\\n");
                else if (c == '\\r') out.append("\\\\r");
                else if (c == '\\t') out.append("\\\\t");
                else if (c < ' ') out.append(String.format("\\\\u%04x", (int) c));
                else out.append(c);
            }
            out.append('"');
        }

        /** A list's values up to its end, or up to the first node seen twice when its tail links back. */
        static void listNode(StringBuilder out, ListNode head) {
            Set<ListNode> seen = Collections.newSetFromMap(new IdentityHashMap<>());
            out.append('[');
            for (ListNode node = head; node != null && seen.add(node); node = node.next)
                out.append(node == head ? "" : ",").append(node.val);
            out.append(']');
        }

        static void treeNode(StringBuilder out, TreeNode root) {
            List<TreeNode> queue = new ArrayList<>();
            queue.add(root);
            for (int index = 0; index < queue.size(); index++) {
                TreeNode node = queue.get(index);
                if (node != null) {
                    queue.add(node.left);
                    queue.add(node.right);
                }
            }
            int end = queue.size();
            while (end > 0 && queue.get(end - 1) == null) end--;
            out.append('[');
            for (int index = 0; index < end; index++) {
                if (index > 0) out.append(',');
                TreeNode node = queue.get(index);
                out.append(node == null ? "null" : String.valueOf(node.val));
            }
            out.append(']');
        }
    }
}

class ListNode {
    int val;
    ListNode next;
    ListNode() {}
    ListNode(int val) { this.val = val; }
    ListNode(int val, ListNode next) { this.val = val; this.next = next; }
}

class TreeNode {
    int val;
    TreeNode left;
    TreeNode right;
    TreeNode() {}
    TreeNode(int val) { this.val = val; }
    TreeNode(int val, TreeNode left, TreeNode right) {
        this.val = val;
        this.left = left;
        this.right = right;
    }
}
`;
}

/**
 * Java's driver: Main.java (the driver, ListNode and TreeNode) and javafx/util/Pair.java beside
 * Solution.java, which is the user's code after LeetCode's imports on its first line. No included files: a LeetCode-form Solution
 * using List or HashMap does not compile without those imports, which a Kattis judge would not add.
 */
export const javaFunctionDriver: FunctionDriver = {
  language: 'java',
  program: (signature, source) => ({
    language: 'java',
    source: driverSource(signature),
    sourceName: DRIVER,
    files: { [SOLUTION]: JAVA_PRELUDE + source, [PAIR_FILE]: PAIR_SOURCE },
  }),
};
