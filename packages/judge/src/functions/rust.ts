import { rustTakes, rustType } from '@codeyard/shared/function-stubs/rust';
import { snakeCase, valueTypeOf, type FunctionSignature } from '@codeyard/shared/function-problem';
import type { FunctionDriver } from './driver.js';

const SOLUTION = 'solution.rs';
const DRIVER = 'main.rs';

/**
 * The crate root: LeetCode's Solution, ListNode and TreeNode, and the driver's reading and writing
 * (traits over the value types, a hand-rolled reader of the tests' JSON). The user's code is a module
 * of its own that includes solution.rs, so compiler errors and panics name solution.rs and its
 * lines, and it sees the root's names through a glob import, which its own \`use\` lines override
 * without a conflict (LeetCode's stub itself says \`use std::rc::Rc;\`).
 */
const CRATE_ROOT = `#![allow(dead_code, unused_imports)]
use std::cell::RefCell;
use std::cmp::{max, min, Ordering, Reverse};
use std::collections::*;
use std::rc::Rc;

pub struct Solution;

#[derive(PartialEq, Eq, Clone, Debug)]
pub struct ListNode {
    pub val: i32,
    pub next: Option<Box<ListNode>>,
}

impl ListNode {
    #[inline]
    pub fn new(val: i32) -> Self {
        ListNode { next: None, val }
    }
}

#[derive(Debug, PartialEq, Eq)]
pub struct TreeNode {
    pub val: i32,
    pub left: Option<Rc<RefCell<TreeNode>>>,
    pub right: Option<Rc<RefCell<TreeNode>>>,
}

impl TreeNode {
    #[inline]
    pub fn new(val: i32) -> Self {
        TreeNode { val, left: None, right: None }
    }
}

#[allow(dead_code, unused_imports, unused_variables, unused_mut, non_snake_case)]
mod codeyard_solution {
    use super::*;
    include!("${SOLUTION}");
}

mod codeyard_driver {
    use super::{ListNode, TreeNode};
    use std::cell::RefCell;
    use std::io::{Read, Write};
    use std::os::unix::io::FromRawFd;
    use std::rc::Rc;

    extern "C" {
        fn dup(fd: i32) -> i32;
        fn dup2(from: i32, to: i32) -> i32;
    }

    pub struct Parser {
        input: Vec<u8>,
        position: usize,
        /** The real stdout: while the user's code runs, fd 1 is stderr, so what it prints stays out of the answer. */
        answer: i32,
    }

    impl Parser {
        pub fn start() -> Parser {
            let mut input = Vec::new();
            std::io::stdin().read_to_end(&mut input).expect("driver: stdin");
            let answer = unsafe {
                let answer = dup(1);
                dup2(2, 1);
                answer
            };
            Parser { input, position: 0, answer }
        }

        fn fail(&self, what: &str) -> ! {
            eprintln!("driver: the input does not fit the signature ({} at byte {})", what, self.position);
            std::process::exit(2)
        }

        fn space(&mut self) {
            while self.position < self.input.len() && matches!(self.input[self.position], b' ' | b'\\n' | b'\\r' | b'\\t') {
                self.position += 1;
            }
        }

        fn next_is(&mut self, character: u8) -> bool {
            self.space();
            self.position < self.input.len() && self.input[self.position] == character
        }

        fn expect(&mut self, character: u8) {
            if !self.next_is(character) {
                self.fail("an unexpected character");
            }
            self.position += 1;
        }

        fn word(&mut self, text: &str) -> bool {
            self.space();
            if self.input[self.position..].starts_with(text.as_bytes()) {
                self.position += text.len();
                return true;
            }
            false
        }

        fn integer(&mut self) -> i64 {
            self.space();
            let negative = self.next_is(b'-');
            if negative {
                self.position += 1;
            }
            let start = self.position;
            let mut value: u64 = 0;
            while self.position < self.input.len() && self.input[self.position].is_ascii_digit() {
                value = value.wrapping_mul(10).wrapping_add((self.input[self.position] - b'0') as u64);
                self.position += 1;
            }
            if start == self.position {
                self.fail("a number expected");
            }
            if negative { (value as i64).wrapping_neg() } else { value as i64 }
        }

        fn hex4(&mut self) -> u32 {
            let digits = self.input.get(self.position..self.position + 4).and_then(|digits| std::str::from_utf8(digits).ok());
            match digits.and_then(|digits| u32::from_str_radix(digits, 16).ok()) {
                Some(code) => {
                    self.position += 4;
                    code
                }
                None => self.fail("a \\\\u escape expected"),
            }
        }
    }

    pub trait FromJson: Sized {
        fn read(parser: &mut Parser) -> Self;
    }

    impl FromJson for i32 {
        fn read(parser: &mut Parser) -> Self {
            parser.integer() as i32
        }
    }

    impl FromJson for i64 {
        fn read(parser: &mut Parser) -> Self {
            parser.integer()
        }
    }

    impl FromJson for f64 {
        fn read(parser: &mut Parser) -> Self {
            parser.space();
            let start = parser.position;
            while parser.position < parser.input.len() && matches!(parser.input[parser.position], b'-' | b'+' | b'.' | b'e' | b'E' | b'0'..=b'9') {
                parser.position += 1;
            }
            match std::str::from_utf8(&parser.input[start..parser.position]).ok().and_then(|text| text.parse().ok()) {
                Some(value) => value,
                None => parser.fail("a number expected"),
            }
        }
    }

    impl FromJson for bool {
        fn read(parser: &mut Parser) -> Self {
            if parser.word("true") {
                true
            } else if parser.word("false") {
                false
            } else {
                parser.fail("true or false expected")
            }
        }
    }

    impl FromJson for String {
        fn read(parser: &mut Parser) -> Self {
            parser.expect(b'"');
            let mut text: Vec<u8> = Vec::new();
            while parser.position < parser.input.len() && parser.input[parser.position] != b'"' {
                let character = parser.input[parser.position];
                parser.position += 1;
                if character != b'\\\\' {
                    text.push(character);
                    continue;
                }
                let escape = parser.input.get(parser.position).copied().unwrap_or(b'\\\\');
                parser.position += 1;
                match escape {
                    b'n' => text.push(b'\\n'),
                    b't' => text.push(b'\\t'),
                    b'r' => text.push(b'\\r'),
                    b'b' => text.push(8),
                    b'f' => text.push(12),
                    b'u' => {
                        let mut code = parser.hex4();
                        if (0xD800..0xDC00).contains(&code) && parser.input[parser.position..].starts_with(b"\\\\u") {
                            parser.position += 2;
                            code = 0x10000 + ((code - 0xD800) << 10) + (parser.hex4().wrapping_sub(0xDC00));
                        }
                        let character = char::from_u32(code).unwrap_or('\\u{FFFD}');
                        text.extend_from_slice(character.encode_utf8(&mut [0; 4]).as_bytes());
                    }
                    other => text.push(other),
                }
            }
            parser.expect(b'"');
            String::from_utf8(text).unwrap_or_else(|error| String::from_utf8_lossy(error.as_bytes()).into_owned())
        }
    }

    impl FromJson for char {
        fn read(parser: &mut Parser) -> Self {
            String::read(parser).chars().next().unwrap_or('\\0')
        }
    }

    impl<T: FromJson> FromJson for Vec<T> {
        fn read(parser: &mut Parser) -> Self {
            parser.expect(b'[');
            let mut values = Vec::new();
            if parser.next_is(b']') {
                parser.position += 1;
                return values;
            }
            loop {
                values.push(T::read(parser));
                if parser.next_is(b',') {
                    parser.position += 1;
                    continue;
                }
                parser.expect(b']');
                return values;
            }
        }
    }

    impl FromJson for Option<Box<ListNode>> {
        fn read(parser: &mut Parser) -> Self {
            let mut head = None;
            for val in Vec::<i32>::read(parser).into_iter().rev() {
                head = Some(Box::new(ListNode { val, next: head }));
            }
            head
        }
    }

    struct TreeValue(Option<i32>);

    impl FromJson for TreeValue {
        fn read(parser: &mut Parser) -> Self {
            TreeValue(if parser.word("null") { None } else { Some(i32::read(parser)) })
        }
    }

    impl FromJson for Option<Rc<RefCell<TreeNode>>> {
        fn read(parser: &mut Parser) -> Self {
            let nodes: Vec<Option<Rc<RefCell<TreeNode>>>> = Vec::<TreeValue>::read(parser)
                .into_iter()
                .map(|value| value.0.map(|val| Rc::new(RefCell::new(TreeNode::new(val)))))
                .collect();
            let mut child = 1;
            for parent in nodes.iter() {
                if child >= nodes.len() {
                    break;
                }
                if let Some(parent) = parent {
                    parent.borrow_mut().left = nodes[child].clone();
                    child += 1;
                    if child < nodes.len() {
                        parent.borrow_mut().right = nodes[child].clone();
                        child += 1;
                    }
                }
            }
            nodes.into_iter().next().flatten()
        }
    }

    pub trait ToJson {
        fn write(&self, output: &mut Vec<u8>);
    }

    impl ToJson for i32 {
        fn write(&self, output: &mut Vec<u8>) {
            let _ = write!(output, "{}", self);
        }
    }

    impl ToJson for i64 {
        fn write(&self, output: &mut Vec<u8>) {
            let _ = write!(output, "{}", self);
        }
    }

    /** Debug's form is the shortest text that reads back as the same double. */
    impl ToJson for f64 {
        fn write(&self, output: &mut Vec<u8>) {
            let _ = write!(output, "{:?}", self);
        }
    }

    impl ToJson for bool {
        fn write(&self, output: &mut Vec<u8>) {
            output.extend_from_slice(if *self { b"true" } else { b"false" });
        }
    }

    impl ToJson for str {
        fn write(&self, output: &mut Vec<u8>) {
            output.push(b'"');
            for &character in self.as_bytes() {
                match character {
                    b'"' | b'\\\\' => output.extend_from_slice(&[b'\\\\', character]),
                    b'\\n' => output.extend_from_slice(b"\\\\n"),
                    b'\\t' => output.extend_from_slice(b"\\\\t"),
                    b'\\r' => output.extend_from_slice(b"\\\\r"),
                    0..=0x1F => {
                        let _ = write!(output, "\\\\u{:04x}", character);
                    }
                    _ => output.push(character),
                }
            }
            output.push(b'"');
        }
    }

    impl ToJson for String {
        fn write(&self, output: &mut Vec<u8>) {
            self.as_str().write(output);
        }
    }

    impl ToJson for char {
        fn write(&self, output: &mut Vec<u8>) {
            self.encode_utf8(&mut [0; 4]).write(output);
        }
    }

    impl<T: ToJson> ToJson for Vec<T> {
        fn write(&self, output: &mut Vec<u8>) {
            output.push(b'[');
            for (index, value) in self.iter().enumerate() {
                if index > 0 {
                    output.push(b',');
                }
                value.write(output);
            }
            output.push(b']');
        }
    }

    impl ToJson for Option<Box<ListNode>> {
        fn write(&self, output: &mut Vec<u8>) {
            output.push(b'[');
            let mut node = self.as_ref();
            let mut first = true;
            while let Some(current) = node {
                if !first {
                    output.push(b',');
                }
                first = false;
                current.val.write(output);
                node = current.next.as_ref();
            }
            output.push(b']');
        }
    }

    impl ToJson for Option<Rc<RefCell<TreeNode>>> {
        fn write(&self, output: &mut Vec<u8>) {
            let mut queue: Vec<Option<Rc<RefCell<TreeNode>>>> = vec![self.clone()];
            let mut last = 0;
            let mut index = 0;
            while index < queue.len() {
                if let Some(node) = queue[index].clone() {
                    last = index;
                    queue.push(node.borrow().left.clone());
                    queue.push(node.borrow().right.clone());
                }
                index += 1;
            }
            output.push(b'[');
            if self.is_some() {
                for (index, node) in queue[..=last].iter().enumerate() {
                    if index > 0 {
                        output.push(b',');
                    }
                    match node {
                        Some(node) => node.borrow().val.write(output),
                        None => output.extend_from_slice(b"null"),
                    }
                }
            }
            output.push(b']');
        }
    }

    /**
     * Writes the answer and exits at once: dropping a long list of Boxes recurses once per node,
     * which the driver's own values need not risk.
     */
    pub fn finish<T: ToJson>(parser: &Parser, result: &T) -> ! {
        let mut output = Vec::new();
        result.write(&mut output);
        output.push(b'\\n');
        let _ = std::io::stdout().flush();
        let mut answer = unsafe { std::fs::File::from_raw_fd(parser.answer) };
        if answer.write_all(&output).is_err() {
            std::process::exit(2);
        }
        std::process::exit(0)
    }
}
`;

function mainSource(signature: FunctionSignature): string {
  const reads = signature.params.map(
    (parameter, index) =>
      `    let argument${index}: ${rustType(valueTypeOf(parameter.type))} = codeyard_driver::FromJson::read(&mut parser);\n`,
  );
  const passed = signature.params.map((_, index) => `argument${index}`).join(', ');
  return `
fn main() {
    let mut parser = codeyard_driver::Parser::start();
${reads.join('')}    let result: ${rustType(valueTypeOf(signature.returns))} = Solution::${snakeCase(signature.name)}(${passed});
    codeyard_driver::finish(&parser, &result);
}
`;
}

/**
 * No includedFiles: rustc compiles one file, the crate root, and LeetCode's Rust is an impl block
 * for a Solution it does not declare; only the driver's main.rs, including it, makes it a crate.
 */
export const rustFunctionDriver: FunctionDriver = {
  language: 'rust',
  program: (signature, source) => {
    if (!rustTakes(signature))
      throw new Error('Rust cannot take a cycle problem: a list of Option<Box<ListNode>> cannot link back into itself');
    return {
      language: 'rust',
      source: CRATE_ROOT + mainSource(signature),
      sourceName: DRIVER,
      files: { [SOLUTION]: source },
    };
  },
};
