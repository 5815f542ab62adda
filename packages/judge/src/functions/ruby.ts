import { passedParameters, snakeCase, type FunctionSignature } from '@codeyard/shared/function-problem';
import type { FunctionDriver } from './driver.js';

/** The user's file: backtraces name it and its own line numbers. */
const SOLUTION = 'solution.rb';
const DRIVER = 'main.rb';

/**
 * The driver: LeetCode's ListNode and TreeNode (attr_accessor classes) and `set`, then the user's
 * file by require_relative, so its top-level method is a method of every object and its frames say
 * solution.rb:LINE. `ruby -c` checks only main.rb, so a syntax error in solution.rb is raised when
 * it loads, naming the file and line. Ruby's integers are exact, so a long keeps every digit.
 */
function driverSource(signature: FunctionSignature): string {
  const shape = JSON.stringify({
    method: snakeCase(signature.name),
    params: signature.params.map((parameter) => ({
      name: parameter.name,
      type: parameter.type,
      cycleOf: parameter.cycleOf ?? null,
    })),
    passed: passedParameters(signature).map((parameter) => parameter.name),
    returns: signature.returns,
  });
  return `# Codeyard's driver for a function problem: reads one JSON value per parameter per line,
# calls ${snakeCase(signature.name)} from ${SOLUTION}, and prints what it returns as compact JSON.
require 'rbconfig'

# Ruby's VM stack is 1 MiB, some 10^4 calls: too few for a recursion over a tree or list of LeetCode's
# sizes. The driver starts itself again with a quarter of the process's stack limit (the run's
# memory limit) as its VM stack, which Ruby reads only at start-up.
if ENV['CODEYARD_VM_STACK'].nil?
  limit = Process.getrlimit(:STACK)[0]
  size = limit == Process::RLIM_INFINITY ? 256 << 20 : [limit / 4, 1 << 20].max
  exec({ 'RUBY_THREAD_VM_STACK_SIZE' => size.to_s, 'CODEYARD_VM_STACK' => size.to_s }, RbConfig.ruby, __FILE__)
end

require 'json'
require 'set'

class ListNode
  attr_accessor :val, :next

  def initialize(val = 0, _next = nil)
    @val = val
    @next = _next
  end
end

class TreeNode
  attr_accessor :val, :left, :right

  def initialize(val = 0, left = nil, right = nil)
    @val = val
    @left = left
    @right = right
  end
end

module CodeyardDriver
  SIGNATURE = JSON.parse(<<'SIGNATURE')
${shape}
SIGNATURE

  module_function

  def build_list(values)
    head = nil
    values.reverse_each { |value| head = ListNode.new(value, head) }
    head
  end

  def build_tree(values)
    return nil if values.empty?
    root = TreeNode.new(values[0])
    level = [root]
    index = 1
    while index < values.length && !level.empty?
      following = []
      level.each do |node|
        [:left, :right].each do |side|
          break if index >= values.length
          unless values[index].nil?
            child = TreeNode.new(values[index])
            node.public_send(:"#{side}=", child)
            following << child
          end
          index += 1
        end
      end
      level = following
    end
    root
  end

  # A double parameter written as 2 is the Float 2.0, as LeetCode passes it.
  def floats(value)
    value.is_a?(Array) ? value.map { |item| floats(item) } : value.to_f
  end

  def argument(type, value)
    case type
    when 'ListNode' then build_list(value)
    when 'TreeNode' then build_tree(value)
    else type.include?('double') ? floats(value) : value
    end
  end

  def link_cycle(head, position)
    return if position < 0 || head.nil?
    node = head
    target = nil
    index = 0
    loop do
      target = node if index == position
      break if node.next.nil?
      node = node.next
      index += 1
    end
    node.next = target
  end

  def list_values(head)
    values = []
    seen = {}.compare_by_identity
    node = head
    until node.nil?
      raise 'the returned ListNode has a cycle' if seen.key?(node)
      seen[node] = true
      values << node.val
      node = node.next
    end
    values
  end

  def tree_values(root)
    values = []
    queue = [root]
    index = 0
    while index < queue.length
      node = queue[index]
      index += 1
      if node.nil?
        values << nil
      else
        values << node.val
        queue << node.left << node.right
      end
    end
    values.pop while !values.empty? && values.last.nil?
    values
  end

  def plain(type, value)
    case type
    when 'ListNode' then list_values(value)
    when 'TreeNode' then tree_values(value)
    else value
    end
  end

  def main
    lines = $stdin.read.force_encoding(Encoding::UTF_8).split("\\n")
    values = SIGNATURE['params'].each_with_index.map { |_, index| JSON.parse(lines[index]) }
    by_name = {}
    SIGNATURE['params'].each_with_index do |parameter, index|
      by_name[parameter['name']] = argument(parameter['type'], values[index]) if parameter['cycleOf'].nil?
    end
    SIGNATURE['params'].each_with_index do |parameter, index|
      link_cycle(by_name[parameter['cycleOf']], values[index]) unless parameter['cycleOf'].nil?
    end
    require_relative ${JSON.stringify(SOLUTION.replace(/\.rb$/, ''))}
    arguments = SIGNATURE['passed'].map { |name| by_name[name] }
    result = Object.new.send(SIGNATURE['method'], *arguments)
    $stdout.write(JSON.generate(plain(SIGNATURE['returns'], result)) + "\\n")
  end
end

CodeyardDriver.main
`;
}

export const rubyFunctionDriver: FunctionDriver = {
  language: 'ruby',
  program: (signature, source) => ({
    language: 'ruby',
    source: driverSource(signature),
    sourceName: DRIVER,
    files: { [SOLUTION]: source },
  }),
  includedFiles: (signature) => ({ [DRIVER]: driverSource(signature) }),
};
