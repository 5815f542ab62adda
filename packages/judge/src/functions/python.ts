import { passedParameters, type FunctionSignature } from '@codeyard/shared/function-problem';
import type { LanguageId } from '../types.js';
import type { FunctionDriver } from './driver.js';

/** The user's file: tracebacks name it and its own line numbers. */
const SOLUTION = 'solution.py';
const DRIVER = 'main.py';

/**
 * The driver: LeetCode's implicit imports (typing, collections, heapq, bisect, math, itertools,
 * functools, string, re) and ListNode and TreeNode are names of the namespace the user's code runs
 * in, as LeetCode gives them; the signature is a literal the generic code below reads.
 */
function driverSource(signature: FunctionSignature): string {
  const shape = {
    name: signature.name,
    params: signature.params.map((parameter) => ({
      type: parameter.type,
      cycleOf: parameter.cycleOf ?? null,
      name: parameter.name,
    })),
    passed: passedParameters(signature).map((parameter) => parameter.name),
    returns: signature.returns,
  };
  return `# Codeyard's driver for a function problem: reads one JSON value per parameter per line,
# calls Solution().${signature.name}, and prints what it returns as compact JSON.
import sys, os, json
sys.setrecursionlimit(1 << 20)
SIGNATURE = json.loads(${JSON.stringify(JSON.stringify(shape))})


class ListNode:
    def __init__(self, val=0, next=None):
        self.val = val
        self.next = next


class TreeNode:
    def __init__(self, val=0, left=None, right=None):
        self.val = val
        self.left = left
        self.right = right


def build_list(values):
    head = None
    for value in reversed(values):
        head = ListNode(value, head)
    return head


def build_tree(values):
    if not values:
        return None
    root = TreeNode(values[0])
    level, index = [root], 1
    while index < len(values):
        following = []
        for node in level:
            for side in ('left', 'right'):
                if index < len(values):
                    if values[index] is not None:
                        child = TreeNode(values[index])
                        setattr(node, side, child)
                        following.append(child)
                    index += 1
        level = following
    return root


def argument(kind, value):
    if kind == 'ListNode':
        return build_list(value)
    if kind == 'TreeNode':
        return build_tree(value)
    if kind.startswith('double'):
        return json.loads(json.dumps(value), parse_int=float)
    return value


def list_values(node):
    values = []
    while node is not None:
        values.append(node.val)
        node = node.next
    return values


def tree_values(root):
    values, queue, index = [], [root], 0
    while index < len(queue):
        node = queue[index]
        index += 1
        values.append(None if node is None else node.val)
        if node is not None:
            queue.append(node.left)
            queue.append(node.right)
    while values and values[-1] is None:
        values.pop()
    return values


def plain(kind, value):
    if kind == 'ListNode':
        return list_values(value)
    if kind == 'TreeNode':
        return tree_values(value)
    if kind.startswith('double'):
        return json.loads(json.dumps(value), parse_int=float)
    return value


def namespace():
    import builtins, typing, collections, heapq, bisect, math, itertools, functools, string, re, operator, random
    names = {'__name__': 'solution', '__builtins__': builtins, 'ListNode': ListNode, 'TreeNode': TreeNode}
    # What \`from module import *\` gives, as on LeetCode: a module without __all__ (bisect, math) gives
    # every public name, so bisect_left and gcd are there bare. A builtin keeps its name (pow(a, b, m)).
    for module in (typing, collections, heapq, bisect, math, itertools, functools, string, re, operator):
        public = getattr(module, '__all__', None) or dir(module)
        names.update({key: getattr(module, key) for key in public if not key.startswith('_') and not hasattr(builtins, key)})
    for module in (typing, collections, heapq, bisect, math, itertools, functools, string, re, operator, random):
        names[module.__name__] = module
    names['inf'] = math.inf
    return names


def main():
    lines = sys.stdin.read().split('\\n')
    values = {}
    for index, parameter in enumerate(SIGNATURE['params']):
        values[parameter['name']] = json.loads(lines[index])
    arguments = {}
    for parameter in SIGNATURE['params']:
        if parameter['cycleOf'] is None:
            arguments[parameter['name']] = argument(parameter['type'], values[parameter['name']])
    for parameter in SIGNATURE['params']:
        position = values[parameter['name']] if parameter['cycleOf'] is not None else -1
        if position >= 0:
            node, target, index = arguments[parameter['cycleOf']], None, 0
            while True:
                if index == position:
                    target = node
                if node.next is None:
                    break
                node, index = node.next, index + 1
            node.next = target
    names = namespace()
    folder = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(folder, ${JSON.stringify(SOLUTION)}), encoding='utf-8') as file:
        exec(compile(file.read(), ${JSON.stringify(SOLUTION)}, 'exec'), names)
    result = getattr(names['Solution'](), SIGNATURE['name'])(*[arguments[name] for name in SIGNATURE['passed']])
    sys.stdout.write(json.dumps(plain(SIGNATURE['returns'], result), separators=(',', ':'), ensure_ascii=False) + '\\n')


main()
`;
}

function pythonDriver(language: LanguageId): FunctionDriver {
  return {
    language,
    program: (signature, source) => ({
      language,
      source: driverSource(signature),
      sourceName: DRIVER,
      files: { [SOLUTION]: source },
    }),
    includedFiles: (signature) => ({ [DRIVER]: driverSource(signature) }),
  };
}

export const pythonFunctionDriver = pythonDriver('python');
export const pypyFunctionDriver = pythonDriver('pypy');
