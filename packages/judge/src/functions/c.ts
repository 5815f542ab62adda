import { cReturnParameters, cType } from '@codeyard/shared/function-stubs/c';
import {
  valueTypeOf,
  type FunctionSignature,
  type ScalarType,
  type ValueType,
} from '@codeyard/shared/function-problem';
import type { FunctionDriver } from './driver.js';
import { crashHandlerSource } from './native-crash.js';

const SOLUTION = 'solution.c';
const DRIVER = 'main.c';

/**
 * Before the user's code: the C headers a LeetCode solution uses without including them, LeetCode's
 * ListNode and TreeNode, the crash handler, and the driver's reading and writing (a hand-rolled
 * reader of the tests' JSON). Arrays of each scalar type are read and written by functions a macro
 * makes, named codeyard_read_<scalar>_array and so on.
 */
const PRELUDE = `#include <assert.h>
#include <ctype.h>
#include <limits.h>
#include <math.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct ListNode {
    int val;
    struct ListNode *next;
};

struct TreeNode {
    int val;
    struct TreeNode *left;
    struct TreeNode *right;
};

${crashHandlerSource(SOLUTION)}
static char* codeyard_input;
static size_t codeyard_length;
static size_t codeyard_position;
static char* codeyard_output;
static size_t codeyard_output_length;
static size_t codeyard_output_capacity;
/* The real stdout: while the user's code runs, fd 1 is stderr, so what it prints stays out of the answer. */
static int codeyard_answer = 1;

static void codeyard_malformed(const char* what) {
    fprintf(stderr, "driver: the input does not fit the signature (%s at byte %zu)\\n", what, codeyard_position);
    exit(2);
}

static void codeyard_start(void) {
    codeyard_catch_crashes();
    size_t capacity = 1 << 16;
    codeyard_input = malloc(capacity + 1);
    size_t count;
    while ((count = fread(codeyard_input + codeyard_length, 1, capacity - codeyard_length, stdin)) > 0) {
        codeyard_length += count;
        if (codeyard_length == capacity) codeyard_input = realloc(codeyard_input, (capacity *= 2) + 1);
    }
    codeyard_input[codeyard_length] = '\\0';
    codeyard_answer = dup(1);
    dup2(2, 1);
}

static void codeyard_space(void) {
    while (codeyard_position < codeyard_length && strchr(" \\n\\r\\t", codeyard_input[codeyard_position]) != NULL) codeyard_position++;
}

static bool codeyard_next_is(char character) {
    codeyard_space();
    return codeyard_position < codeyard_length && codeyard_input[codeyard_position] == character;
}

static void codeyard_expect(char character) {
    if (!codeyard_next_is(character)) codeyard_malformed("an unexpected character");
    codeyard_position++;
}

static bool codeyard_word(const char* text) {
    codeyard_space();
    size_t length = strlen(text);
    if (codeyard_length - codeyard_position < length || memcmp(codeyard_input + codeyard_position, text, length) != 0) return false;
    codeyard_position += length;
    return true;
}

static long long codeyard_read_long(void) {
    codeyard_space();
    bool negative = codeyard_next_is('-');
    if (negative) codeyard_position++;
    if (codeyard_position >= codeyard_length || !isdigit((unsigned char)codeyard_input[codeyard_position])) codeyard_malformed("a number expected");
    unsigned long long value = 0;
    while (codeyard_position < codeyard_length && isdigit((unsigned char)codeyard_input[codeyard_position]))
        value = value * 10 + (unsigned long long)(codeyard_input[codeyard_position++] - '0');
    return negative ? (long long)(0 - value) : (long long)value;
}

static int codeyard_read_int(void) { return (int)codeyard_read_long(); }

static double codeyard_read_double(void) {
    codeyard_space();
    char* end;
    double value = strtod(codeyard_input + codeyard_position, &end);
    if (end == codeyard_input + codeyard_position) codeyard_malformed("a number expected");
    codeyard_position = (size_t)(end - codeyard_input);
    return value;
}

static bool codeyard_read_bool(void) {
    if (codeyard_word("true")) return true;
    if (!codeyard_word("false")) codeyard_malformed("true or false expected");
    return false;
}

static unsigned codeyard_hex4(void) {
    if (codeyard_length - codeyard_position < 4) codeyard_malformed("a \\\\u escape cut short");
    char digits[5] = {0};
    memcpy(digits, codeyard_input + codeyard_position, 4);
    codeyard_position += 4;
    return (unsigned)strtoul(digits, NULL, 16);
}

/** Decodes the string in place (its text is never longer than its JSON) and answers a malloced copy. */
static char* codeyard_read_string(void) {
    codeyard_expect('"');
    char* text = malloc(codeyard_length - codeyard_position + 1);
    size_t length = 0;
    while (codeyard_position < codeyard_length && codeyard_input[codeyard_position] != '"') {
        char character = codeyard_input[codeyard_position++];
        if (character != '\\\\') { text[length++] = character; continue; }
        char escape = codeyard_input[codeyard_position++];
        switch (escape) {
            case 'n': text[length++] = '\\n'; break;
            case 't': text[length++] = '\\t'; break;
            case 'r': text[length++] = '\\r'; break;
            case 'b': text[length++] = '\\b'; break;
            case 'f': text[length++] = '\\f'; break;
            case 'u': {
                unsigned code = codeyard_hex4();
                if (code >= 0xD800 && code < 0xDC00 && codeyard_length - codeyard_position >= 2 && codeyard_input[codeyard_position] == '\\\\' && codeyard_input[codeyard_position + 1] == 'u') {
                    codeyard_position += 2;
                    code = 0x10000 + ((code - 0xD800) << 10) + (codeyard_hex4() - 0xDC00);
                }
                if (code < 0x80) text[length++] = (char)code;
                else if (code < 0x800) { text[length++] = (char)(0xC0 | code >> 6); text[length++] = (char)(0x80 | (code & 0x3F)); }
                else if (code < 0x10000) { text[length++] = (char)(0xE0 | code >> 12); text[length++] = (char)(0x80 | (code >> 6 & 0x3F)); text[length++] = (char)(0x80 | (code & 0x3F)); }
                else { text[length++] = (char)(0xF0 | code >> 18); text[length++] = (char)(0x80 | (code >> 12 & 0x3F)); text[length++] = (char)(0x80 | (code >> 6 & 0x3F)); text[length++] = (char)(0x80 | (code & 0x3F)); }
                break;
            }
            default: text[length++] = escape;
        }
    }
    codeyard_expect('"');
    text[length] = '\\0';
    return realloc(text, length + 1);
}

static char codeyard_read_char(void) {
    char* text = codeyard_read_string();
    char character = text[0];
    free(text);
    return character;
}

static void codeyard_reserve(size_t more) {
    if (codeyard_output_length + more <= codeyard_output_capacity) return;
    while (codeyard_output_length + more > codeyard_output_capacity) codeyard_output_capacity = codeyard_output_capacity * 2 + 4096;
    codeyard_output = realloc(codeyard_output, codeyard_output_capacity);
}

static void codeyard_put(const char* text, size_t length) {
    codeyard_reserve(length);
    memcpy(codeyard_output + codeyard_output_length, text, length);
    codeyard_output_length += length;
}

static void codeyard_write_long(long long value) { char text[24]; codeyard_put(text, (size_t)snprintf(text, sizeof text, "%lld", value)); }
static void codeyard_write_int(int value) { codeyard_write_long(value); }
/** The shortest of %.15g, %.16g and %.17g that reads back as the same double. */
static void codeyard_write_double(double value) {
    char text[40];
    int length = 0;
    for (int digits = 15; digits <= 17; digits++) {
        length = snprintf(text, sizeof text, "%.*g", digits, value);
        if (strtod(text, NULL) == value) break;
    }
    codeyard_put(text, (size_t)length);
}
static void codeyard_write_bool(bool value) { if (value) codeyard_put("true", 4); else codeyard_put("false", 5); }
static void codeyard_write_string(const char* value) {
    codeyard_put("\\"", 1);
    for (const unsigned char* character = (const unsigned char*)(value ? value : ""); *character; character++) {
        if (*character == '"' || *character == '\\\\') { char pair[2] = {'\\\\', (char)*character}; codeyard_put(pair, 2); }
        else if (*character == '\\n') codeyard_put("\\\\n", 2);
        else if (*character == '\\t') codeyard_put("\\\\t", 2);
        else if (*character == '\\r') codeyard_put("\\\\r", 2);
        else if (*character < 0x20) { char escape[8]; codeyard_put(escape, (size_t)snprintf(escape, sizeof escape, "\\\\u%04x", *character)); }
        else codeyard_put((const char*)character, 1);
    }
    codeyard_put("\\"", 1);
}
static void codeyard_write_char(char value) { char text[2] = {value, '\\0'}; codeyard_write_string(text); }

#define CODEYARD_ARRAYS(NAME, TYPE)                                                          \\
    static TYPE* codeyard_read_##NAME##_array(int* size) {                                   \\
        /* One zeroed element past the end: a char row is also a terminated string. */       \\
        int capacity = 16;                                                                   \\
        TYPE* values = calloc(capacity + 1, sizeof(TYPE));                                   \\
        *size = 0;                                                                           \\
        codeyard_expect('[');                                                                \\
        if (codeyard_next_is(']')) { codeyard_position++; return values; }                   \\
        for (;;) {                                                                           \\
            if (*size == capacity) {                                                         \\
                values = realloc(values, sizeof(TYPE) * ((capacity *= 2) + 1));              \\
                memset(&values[*size], 0, sizeof(TYPE) * (capacity + 1 - *size));            \\
            }                                                                                \\
            values[(*size)++] = codeyard_read_##NAME();                                      \\
            if (codeyard_next_is(',')) { codeyard_position++; continue; }                    \\
            codeyard_expect(']');                                                            \\
            return values;                                                                   \\
        }                                                                                    \\
    }                                                                                        \\
    static TYPE** codeyard_read_##NAME##_matrix(int* size, int** columns) {                  \\
        int capacity = 16;                                                                   \\
        TYPE** rows = malloc(sizeof(TYPE*) * capacity);                                      \\
        *columns = malloc(sizeof(int) * capacity);                                           \\
        *size = 0;                                                                           \\
        codeyard_expect('[');                                                                \\
        if (codeyard_next_is(']')) { codeyard_position++; return rows; }                     \\
        for (;;) {                                                                           \\
            if (*size == capacity) {                                                         \\
                capacity *= 2;                                                               \\
                rows = realloc(rows, sizeof(TYPE*) * capacity);                              \\
                *columns = realloc(*columns, sizeof(int) * capacity);                        \\
            }                                                                                \\
            rows[*size] = codeyard_read_##NAME##_array(&(*columns)[*size]);                  \\
            (*size)++;                                                                       \\
            if (codeyard_next_is(',')) { codeyard_position++; continue; }                    \\
            codeyard_expect(']');                                                            \\
            return rows;                                                                     \\
        }                                                                                    \\
    }                                                                                        \\
    static void codeyard_write_##NAME##_array(TYPE* values, int size) {                      \\
        codeyard_put("[", 1);                                                                \\
        for (int index = 0; values != NULL && index < size; index++) {                       \\
            if (index > 0) codeyard_put(",", 1);                                             \\
            codeyard_write_##NAME(values[index]);                                            \\
        }                                                                                    \\
        codeyard_put("]", 1);                                                                \\
    }                                                                                        \\
    static void codeyard_write_##NAME##_matrix(TYPE** rows, int size, int* columns) {        \\
        codeyard_put("[", 1);                                                                \\
        for (int index = 0; rows != NULL && index < size; index++) {                         \\
            if (index > 0) codeyard_put(",", 1);                                             \\
            codeyard_write_##NAME##_array(rows[index], columns ? columns[index] : 0);        \\
        }                                                                                    \\
        codeyard_put("]", 1);                                                                \\
    }

CODEYARD_ARRAYS(int, int)
CODEYARD_ARRAYS(long, long long)
CODEYARD_ARRAYS(double, double)
CODEYARD_ARRAYS(bool, bool)
CODEYARD_ARRAYS(char, char)
CODEYARD_ARRAYS(string, char*)

static struct ListNode* codeyard_read_list(void) {
    int size;
    int* values = codeyard_read_int_array(&size);
    struct ListNode* head = NULL;
    for (int index = size - 1; index >= 0; index--) {
        struct ListNode* node = malloc(sizeof *node);
        node->val = values[index];
        node->next = head;
        head = node;
    }
    free(values);
    return head;
}

static struct TreeNode* codeyard_read_tree_node(void) {
    if (codeyard_word("null")) return NULL;
    struct TreeNode* node = calloc(1, sizeof *node);
    node->val = codeyard_read_int();
    return node;
}

static struct TreeNode* codeyard_read_tree(void) {
    int capacity = 16, size = 0;
    struct TreeNode** nodes = malloc(sizeof *nodes * capacity);
    codeyard_expect('[');
    if (codeyard_next_is(']')) codeyard_position++;
    else for (;;) {
        if (size == capacity) nodes = realloc(nodes, sizeof *nodes * (capacity *= 2));
        nodes[size++] = codeyard_read_tree_node();
        if (codeyard_next_is(',')) { codeyard_position++; continue; }
        codeyard_expect(']');
        break;
    }
    int child = 1;
    for (int parent = 0; parent < size && child < size; parent++) {
        if (nodes[parent] == NULL) continue;
        nodes[parent]->left = nodes[child++];
        if (child < size) nodes[parent]->right = nodes[child++];
    }
    struct TreeNode* root = size > 0 ? nodes[0] : NULL;
    free(nodes);
    return root;
}

/* LeetCode's hidden pos: the list's tail links back to node at (-1: no cycle). */
static void codeyard_link_cycle(struct ListNode* head, int at) {
    if (at < 0 || head == NULL) return;
    struct ListNode* target = NULL;
    struct ListNode* node = head;
    for (int index = 0;; index++) {
        if (index == at) target = node;
        if (node->next == NULL) break;
        node = node->next;
    }
    node->next = target;
}

static void codeyard_write_list(struct ListNode* head) {
    codeyard_put("[", 1);
    for (struct ListNode* node = head; node != NULL; node = node->next) {
        if (node != head) codeyard_put(",", 1);
        codeyard_write_int(node->val);
    }
    codeyard_put("]", 1);
}

static void codeyard_write_tree(struct TreeNode* root) {
    size_t capacity = 16, size = 0, last = 0;
    struct TreeNode** queue = malloc(sizeof *queue * capacity);
    queue[size++] = root;
    for (size_t index = 0; index < size; index++) {
        if (queue[index] == NULL) continue;
        last = index;
        if (size + 2 > capacity) queue = realloc(queue, sizeof *queue * (capacity *= 2));
        queue[size++] = queue[index]->left;
        queue[size++] = queue[index]->right;
    }
    codeyard_put("[", 1);
    for (size_t index = 0; root != NULL && index <= last; index++) {
        if (index > 0) codeyard_put(",", 1);
        if (queue[index] == NULL) codeyard_put("null", 4);
        else codeyard_write_int(queue[index]->val);
    }
    codeyard_put("]", 1);
    free(queue);
}

static void codeyard_finish(void) {
    codeyard_put("\\n", 1);
    fflush(stdout);
    for (size_t written = 0; written < codeyard_output_length;) {
        ssize_t count = write(codeyard_answer, codeyard_output + written, codeyard_output_length - written);
        if (count <= 0) exit(2);
        written += (size_t)count;
    }
}
`;

const NAMES: Record<ScalarType, string> = {
  int: 'int',
  long: 'long',
  double: 'double',
  bool: 'bool',
  char: 'char',
  string: 'string',
};

/** The driver's reading and writing of a type: codeyard_read_<suffix> and codeyard_write_<suffix>. */
function suffix(type: ValueType): string {
  switch (type.kind) {
    case 'scalar':
      return NAMES[type.scalar];
    case 'array':
      return `${NAMES[type.element]}_${type.depth === 1 ? 'array' : 'matrix'}`;
    case 'list':
      return 'list';
    case 'tree':
      return 'tree';
  }
}

function mainSource(signature: FunctionSignature): string {
  const lines: string[] = [];
  const passed: string[] = [];
  signature.params.forEach((parameter, index) => {
    const type = valueTypeOf(parameter.type);
    const variable = `argument${index}`;
    if (type.kind === 'array' && type.depth === 1) {
      lines.push(
        `int ${variable}Size;`,
        `${cType(type)} ${variable} = codeyard_read_${suffix(type)}(&${variable}Size);`,
      );
      passed.push(variable, `${variable}Size`);
    } else if (type.kind === 'array') {
      lines.push(
        `int ${variable}Size;`,
        `int* ${variable}ColSize;`,
        `${cType(type)} ${variable} = codeyard_read_${suffix(type)}(&${variable}Size, &${variable}ColSize);`,
      );
      passed.push(variable, `${variable}Size`, `${variable}ColSize`);
    } else {
      lines.push(`${cType(type)} ${variable} = codeyard_read_${suffix(type)}();`);
      if (parameter.cycleOf === undefined) passed.push(variable);
      else {
        const list = signature.params.findIndex((other) => other.name === parameter.cycleOf);
        lines.push(`codeyard_link_cycle(argument${list}, ${variable});`);
      }
    }
  });
  const returns = valueTypeOf(signature.returns);
  const outs = cReturnParameters(returns).length;
  if (outs >= 1) lines.push('int returnSize = 0;');
  if (outs === 2) lines.push('int* returnColumnSizes = NULL;');
  passed.push(...['&returnSize', '&returnColumnSizes'].slice(0, outs));
  lines.push(`${cType(returns)} result = ${signature.name}(${passed.join(', ')});`);
  const written = ['result', 'returnSize', 'returnColumnSizes'].slice(0, outs + 1).join(', ');
  lines.push(`codeyard_write_${suffix(returns)}(${written});`, 'codeyard_finish();', 'return 0;');
  return `int main(void) {\n    codeyard_start();\n${lines.map((line) => `    ${line}\n`).join('')}}\n`;
}

function lineCount(text: string): number {
  return text.split('\n').length - 1;
}

/**
 * One file, main.c: the prelude, the user's code under #line 1 "solution.c" (so compiler errors and
 * the crash report name solution.c and the user's own lines), then main under a #line back to main.c.
 */
function programSource(signature: FunctionSignature, source: string): string {
  const user = source.endsWith('\n') ? source : `${source}\n`;
  const before = `${PRELUDE}#line 1 "${SOLUTION}"\n`;
  const resume = lineCount(before) + lineCount(user) + 2;
  return `${before}${user}#line ${resume} "${DRIVER}"\n${mainSource(signature)}`;
}

/**
 * No includedFiles: LeetCode's C has no #include, and its structs and bool come from the driver's
 * prelude, so the submission's file alone does not compile beside another file.
 */
export const cFunctionDriver: FunctionDriver = {
  language: 'c',
  program: (signature, source) => ({
    language: 'c',
    source: programSource(signature, source),
    sourceName: DRIVER,
  }),
};
