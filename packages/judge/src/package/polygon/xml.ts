/*
 * A small, strict reader of the XML Polygon writes (problem.xml): elements, attributes in either
 * quote, text, the five named entities and character references, comments, CDATA and the XML
 * declaration. A DOCTYPE is refused rather than read: its entities are how XML bombs are made, and
 * Polygon writes none.
 */

export type XmlElement = {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  /** The element's own text (between its children), entities replaced. */
  text: string;
  /** 1-based line of its start tag, for messages. */
  line: number;
};

const NAMED_ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
const NAME = /[A-Za-z_:][-A-Za-z0-9_:.]*/y;

export class XmlError extends Error {}

function decodeEntities(text: string, line: () => number): string {
  return text.replace(/&([^;&\s]*);?/g, (whole, entity: string) => {
    if (!whole.endsWith(';')) throw new XmlError(`line ${line()}: "&" must start an entity such as &amp;`);
    const named = NAMED_ENTITIES[entity];
    if (named !== undefined) return named;
    const code = /^#x([0-9a-f]+)$/i.exec(entity)?.[1] ?? /^#([0-9]+)$/.exec(entity)?.[1];
    const value = code === undefined ? NaN : entity.startsWith('#x') ? parseInt(code, 16) : Number(code);
    if (!Number.isInteger(value) || value < 1 || value > 0x10ffff)
      throw new XmlError(`line ${line()}: unknown entity &${entity};`);
    return String.fromCodePoint(value);
  });
}

/** Parses a document and answers its root element. Throws XmlError naming the line of what is wrong. */
export function parseXml(source: string): XmlElement {
  const text = source.replace(/^\uFEFF/, '');
  let position = 0;
  // Lines are counted forward from the last place asked about: the reader only moves forward.
  let countedOffset = 0;
  let countedLine = 1;
  const lineAt = (offset: number) => {
    if (offset < countedOffset) return text.slice(0, offset).split('\n').length;
    for (let index = countedOffset; index < offset; index++) if (text.charCodeAt(index) === 10) countedLine++;
    countedOffset = offset;
    return countedLine;
  };
  const fail = (message: string): never => {
    throw new XmlError(`line ${lineAt(position)}: ${message}`);
  };
  const skipUntil = (end: string, what: string) => {
    const found = text.indexOf(end, position);
    if (found < 0) fail(`${what} is not closed`);
    const skipped = text.slice(position, found);
    position = found + end.length;
    return skipped;
  };
  const readName = (): string => {
    NAME.lastIndex = position;
    const match = NAME.exec(text);
    if (!match) return fail('expected a name');
    position += match[0].length;
    return match[0];
  };
  const skipSpace = () => {
    while (position < text.length && /\s/.test(text[position]!)) position++;
  };

  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  while (position < text.length) {
    const next = text.indexOf('<', position);
    const chunk = text.slice(position, next < 0 ? text.length : next);
    if (chunk.trim() !== '') {
      const current = stack.at(-1);
      if (!current) fail('text outside the root element');
      const start = position;
      current!.text += decodeEntities(chunk, () => lineAt(start));
    }
    if (next < 0) break;
    position = next;
    if (text.startsWith('<!--', position)) {
      position += 4;
      skipUntil('-->', 'a comment');
    } else if (text.startsWith('<![CDATA[', position)) {
      position += 9;
      const current = stack.at(-1);
      const data = skipUntil(']]>', 'a CDATA section');
      if (!current) fail('CDATA outside the root element');
      current!.text += data;
    } else if (text.startsWith('<?', position)) {
      position += 2;
      skipUntil('?>', 'a processing instruction');
    } else if (text.startsWith('<!', position)) {
      fail('a DOCTYPE or other declaration is not read');
    } else if (text.startsWith('</', position)) {
      position += 2;
      const name = readName();
      skipSpace();
      if (text[position] !== '>') fail(`expected ">" after </${name}`);
      position++;
      const open = stack.pop();
      if (!open || open.name !== name) fail(`</${name}> closes ${open ? `<${open.name}>` : 'nothing'}`);
    } else {
      const line = lineAt(position);
      position++;
      const element: XmlElement = { name: readName(), attributes: {}, children: [], text: '', line };
      for (;;) {
        skipSpace();
        if (text.startsWith('/>', position) || text[position] === '>') break;
        if (position >= text.length) fail(`<${element.name}> is not closed`);
        const attribute = readName();
        skipSpace();
        if (text[position] !== '=') fail(`expected "=" after ${attribute}`);
        position++;
        skipSpace();
        const quote = text[position];
        if (quote !== '"' && quote !== "'") fail(`the value of ${attribute} must be quoted`);
        position++;
        const valueStart = position;
        const value = skipUntil(quote!, `the value of ${attribute}`);
        if (value.includes('<')) fail(`the value of ${attribute} holds "<"`);
        if (attribute in element.attributes) fail(`${attribute} is given twice`);
        element.attributes[attribute] = decodeEntities(value, () => lineAt(valueStart));
      }
      const selfClosing = text.startsWith('/>', position);
      position += selfClosing ? 2 : 1;
      const parent = stack.at(-1);
      if (parent) parent.children.push(element);
      else if (root) fail('a second root element');
      else root = element;
      if (!selfClosing) stack.push(element);
    }
  }
  if (stack.length > 0) throw new XmlError(`<${stack.at(-1)!.name}> (line ${stack.at(-1)!.line}) is not closed`);
  if (!root) throw new XmlError('there is no root element');
  return root;
}

/** The first child element of that name. */
export function childElement(element: XmlElement | undefined, name: string): XmlElement | undefined {
  return element?.children.find((child) => child.name === name);
}

/** Every child element of that name, in order. */
export function childElements(element: XmlElement | undefined, name: string): XmlElement[] {
  return element?.children.filter((child) => child.name === name) ?? [];
}
