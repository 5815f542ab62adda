import { cppType } from '@codeyard/shared/function-stubs/cpp';
import { valueTypeOf, type FunctionSignature } from '@codeyard/shared/function-problem';
import type { FunctionDriver } from './driver.js';
import { crashHandlerSource } from './native-crash.js';

const SOLUTION = 'solution.cpp';
const DRIVER = 'main.cpp';

/**
 * Before the user's code: LeetCode's headers and namespace, its ListNode and TreeNode, and the
 * driver's reading and writing (a hand-rolled reader of the tests' JSON, fast on a million numbers).
 * Coming first, the precompiled bits/stdc++.h is used, and a macro of the user's (#define int long
 * long) cannot break the helpers; main, after the user's code, is short and generic.
 */
const PRELUDE = `#include <bits/stdc++.h>
using namespace std;

struct ListNode {
    int val;
    ListNode *next;
    ListNode() : val(0), next(nullptr) {}
    ListNode(int x) : val(x), next(nullptr) {}
    ListNode(int x, ListNode *next) : val(x), next(next) {}
};

struct TreeNode {
    int val;
    TreeNode *left;
    TreeNode *right;
    TreeNode() : val(0), left(nullptr), right(nullptr) {}
    TreeNode(int x) : val(x), left(nullptr), right(nullptr) {}
    TreeNode(int x, TreeNode *left, TreeNode *right) : val(x), left(left), right(right) {}
};

${crashHandlerSource(SOLUTION)}
namespace codeyard {
static std::string input;
static size_t position = 0;
static std::string output;

[[noreturn]] static void malformed(const char* what) {
    fprintf(stderr, "driver: the input does not fit the signature (%s at byte %zu)\\n", what, position);
    exit(2);
}

/** The real stdout: while the user's code runs, fd 1 is stderr, so what it prints is kept apart from the answer. */
static int answer = 1;

static void start() {
    codeyard_catch_crashes();
    answer = dup(1);
    dup2(2, 1);
    char buffer[1 << 16];
    size_t count;
    while ((count = fread(buffer, 1, sizeof buffer, stdin)) > 0) input.append(buffer, count);
}

static void space() {
    while (position < input.size() && (input[position] == ' ' || input[position] == '\\n' || input[position] == '\\r' || input[position] == '\\t')) position++;
}

static bool next_is(char character) {
    space();
    return position < input.size() && input[position] == character;
}

static void expect(char character) {
    if (!next_is(character)) malformed("an unexpected character");
    position++;
}

static bool word(const char* text) {
    space();
    size_t length = strlen(text);
    if (input.compare(position, length, text) != 0) return false;
    position += length;
    return true;
}

static long long integer() {
    space();
    bool negative = position < input.size() && input[position] == '-';
    if (negative) position++;
    if (position >= input.size() || !isdigit((unsigned char)input[position])) malformed("a number expected");
    unsigned long long value = 0;
    while (position < input.size() && isdigit((unsigned char)input[position])) value = value * 10 + (input[position++] - '0');
    return negative ? (long long)(0 - value) : (long long)value;
}

static void read(int& value) { value = (int)integer(); }
static void read(long long& value) { value = integer(); }
static void read(double& value) {
    space();
    const char* begin = input.c_str() + position;
    char* end;
    value = strtod(begin, &end);
    if (end == begin) malformed("a number expected");
    position += end - begin;
}
static void read(bool& value) {
    if (word("true")) value = true;
    else if (word("false")) value = false;
    else malformed("true or false expected");
}

static void append_utf8(std::string& text, unsigned code) {
    if (code < 0x80) text += (char)code;
    else if (code < 0x800) { text += (char)(0xC0 | code >> 6); text += (char)(0x80 | (code & 0x3F)); }
    else if (code < 0x10000) { text += (char)(0xE0 | code >> 12); text += (char)(0x80 | (code >> 6 & 0x3F)); text += (char)(0x80 | (code & 0x3F)); }
    else { text += (char)(0xF0 | code >> 18); text += (char)(0x80 | (code >> 12 & 0x3F)); text += (char)(0x80 | (code >> 6 & 0x3F)); text += (char)(0x80 | (code & 0x3F)); }
}

static unsigned hex4() {
    if (position + 4 > input.size()) malformed("a \\\\u escape cut short");
    unsigned code = (unsigned)stoul(input.substr(position, 4), nullptr, 16);
    position += 4;
    return code;
}

static void read(std::string& value) {
    expect('"');
    while (position < input.size() && input[position] != '"') {
        char character = input[position++];
        if (character != '\\\\') { value += character; continue; }
        char escape = position < input.size() ? input[position++] : 0;
        switch (escape) {
            case 'n': value += '\\n'; break;
            case 't': value += '\\t'; break;
            case 'r': value += '\\r'; break;
            case 'b': value += '\\b'; break;
            case 'f': value += '\\f'; break;
            case 'u': {
                unsigned code = hex4();
                if (code >= 0xD800 && code < 0xDC00 && input.compare(position, 2, "\\\\u") == 0) {
                    position += 2;
                    code = 0x10000 + ((code - 0xD800) << 10) + (hex4() - 0xDC00);
                }
                append_utf8(value, code);
                break;
            }
            default: value += escape;
        }
    }
    expect('"');
}
static void read(char& value) {
    std::string text;
    read(text);
    value = text.empty() ? '\\0' : text[0];
}

template <class T> static void read(std::vector<T>& values) {
    expect('[');
    if (next_is(']')) { position++; return; }
    for (;;) {
        T item;
        read(item);
        values.push_back(std::move(item));
        if (next_is(',')) { position++; continue; }
        expect(']');
        return;
    }
}

static void read(ListNode*& head) {
    std::vector<int> values;
    read(values);
    head = nullptr;
    for (size_t index = values.size(); index-- > 0;) head = new ListNode(values[index], head);
}

static void read(TreeNode*& root) {
    std::vector<TreeNode*> nodes;
    expect('[');
    if (next_is(']')) position++;
    else for (;;) {
        nodes.push_back(word("null") ? nullptr : new TreeNode((int)integer()));
        if (next_is(',')) { position++; continue; }
        expect(']');
        break;
    }
    root = nodes.empty() ? nullptr : nodes[0];
    size_t child = 1;
    for (size_t parent = 0; parent < nodes.size() && child < nodes.size(); parent++) {
        if (nodes[parent] == nullptr) continue;
        nodes[parent]->left = nodes[child++];
        if (child < nodes.size()) nodes[parent]->right = nodes[child++];
    }
}

/** LeetCode's hidden pos: the list's tail links back to node \`at\` (-1: no cycle). */
static void link_cycle(ListNode* head, int at) {
    if (at < 0 || head == nullptr) return;
    ListNode* target = nullptr;
    ListNode* node = head;
    for (int index = 0;; index++) {
        if (index == at) target = node;
        if (node->next == nullptr) break;
        node = node->next;
    }
    node->next = target;
}

static void write(int value) { char text[24]; output.append(text, std::to_chars(text, text + sizeof text, value).ptr); }
static void write(long long value) { char text[24]; output.append(text, std::to_chars(text, text + sizeof text, value).ptr); }
/** The shortest text that reads back as the same double. */
static void write(double value) { char text[40]; output.append(text, std::to_chars(text, text + sizeof text, value).ptr); }
static void write(bool value) { output += value ? "true" : "false"; }
static void write(const std::string& value) {
    output += '"';
    for (unsigned char character : value) {
        if (character == '"' || character == '\\\\') { output += '\\\\'; output += (char)character; }
        else if (character == '\\n') output += "\\\\n";
        else if (character == '\\t') output += "\\\\t";
        else if (character == '\\r') output += "\\\\r";
        else if (character < 0x20) { char text[8]; snprintf(text, sizeof text, "\\\\u%04x", character); output += text; }
        else output += (char)character;
    }
    output += '"';
}
static void write(char value) { write(std::string(1, value)); }
static void write(ListNode* head) {
    output += '[';
    for (ListNode* node = head; node != nullptr; node = node->next) {
        if (node != head) output += ',';
        write(node->val);
    }
    output += ']';
}
static void write(TreeNode* root) {
    std::vector<TreeNode*> queue{root};
    size_t last = 0;
    for (size_t index = 0; index < queue.size(); index++)
        if (queue[index] != nullptr) {
            last = index;
            queue.push_back(queue[index]->left);
            queue.push_back(queue[index]->right);
        }
    output += '[';
    for (size_t index = 0; root != nullptr && index <= last; index++) {
        if (index > 0) output += ',';
        if (queue[index] == nullptr) output += "null";
        else write(queue[index]->val);
    }
    output += ']';
}
template <class T> static void write(const std::vector<T>& values) {
    output += '[';
    for (size_t index = 0; index < values.size(); index++) {
        if (index > 0) output += ',';
        write(static_cast<T>(values[index]));
    }
    output += ']';
}

static void finish() {
    output += '\\n';
    for (size_t written = 0; written < output.size();) {
        ssize_t count = ::write(answer, output.data() + written, output.size() - written);
        if (count <= 0) exit(2);
        written += count;
    }
}
}  // namespace codeyard
`;

function lineCount(text: string): number {
  return text.split('\n').length - 1;
}

/** main, after the user's code: reads each parameter, calls Solution's function, writes what it returns. */
function mainSource(signature: FunctionSignature): string {
  const reads = signature.params.map((parameter, index) => {
    const variable = `codeyard_argument${index}`;
    const read = `    ${cppType(valueTypeOf(parameter.type))} ${variable};\n    codeyard::read(${variable});\n`;
    if (parameter.cycleOf === undefined) return read;
    const list = `codeyard_argument${signature.params.findIndex((other) => other.name === parameter.cycleOf)}`;
    return `${read}    codeyard::link_cycle(${list}, ${variable});\n`;
  });
  const passed = signature.params
    .flatMap((parameter, index) => (parameter.cycleOf === undefined ? [`codeyard_argument${index}`] : []))
    .join(', ');
  return `int main() {
    codeyard::start();
${reads.join('')}    Solution* codeyard_solution = new Solution();
    ${cppType(valueTypeOf(signature.returns))} codeyard_result = codeyard_solution->${signature.name}(${passed});
    codeyard::write(codeyard_result);
    codeyard::finish();
    return 0;
}
`;
}

/**
 * One file, main.cpp: the prelude, the user's code under #line 1 "solution.cpp" (so the compiler's
 * errors and the crash report name solution.cpp and the user's own lines), then main under a #line
 * back to main.cpp.
 */
function programSource(signature: FunctionSignature, source: string): string {
  const user = source.endsWith('\n') ? source : `${source}\n`;
  const before = `${PRELUDE}#line 1 "${SOLUTION}"\n`;
  const resume = lineCount(before) + lineCount(user) + 2;
  return `${before}${user}#line ${resume} "${DRIVER}"\n${mainSource(signature)}`;
}

/**
 * No includedFiles: LeetCode's C++ has no #include and no main, so the submission's file alone is
 * not a translation unit another file could be compiled beside; the user's code must sit inside the
 * driver's file, after its prelude.
 */
export const cppFunctionDriver: FunctionDriver = {
  language: 'cpp',
  program: (signature, source) => ({
    language: 'cpp',
    source: programSource(signature, source),
    sourceName: DRIVER,
  }),
};
