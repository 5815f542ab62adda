import { describe, expect, it } from 'vitest';
import { childElement, childElements, parseXml } from './xml.js';

describe('the XML reader', () => {
  it('reads elements, attributes in either quote, entities, comments, CDATA and the declaration', () => {
    const root = parseXml(
      [
        '\uFEFF<?xml version="1.0" encoding="utf-8" standalone="no"?>',
        '<!-- written by hand -->',
        '<problem short-name=\'a&amp;b\' revision="3">',
        '  <names><name language="english" value="A &lt; B &#65;&#x42;"/></names>',
        '  <judging><testset name="tests"><time-limit>1000</time-limit></testset></judging>',
        '  <note><![CDATA[x < y && z]]></note>',
        '</problem>',
      ].join('\n'),
    );
    expect(root).toMatchObject({ name: 'problem', attributes: { 'short-name': 'a&b', revision: '3' }, line: 3 });
    expect(childElements(childElement(root, 'names'), 'name')[0]?.attributes.value).toBe('A < B AB');
    const testset = childElement(childElement(root, 'judging'), 'testset');
    expect(childElement(testset, 'time-limit')).toMatchObject({ text: '1000', line: 5 });
    expect(childElement(root, 'note')?.text).toBe('x < y && z');
  });

  it.each([
    ['<a><b></a>', 'line 1: </a> closes <b>'],
    ['<a>', '<a> (line 1) is not closed'],
    ['<a x=1/>', 'line 1: the value of x must be quoted'],
    ['<a x="1" x="2"/>', 'line 1: x is given twice'],
    ['<a>&nbsp;</a>', 'line 1: unknown entity &nbsp;'],
    ['<a>\nfish & chips</a>', 'line 1: "&" must start an entity such as &amp;'],
    ['<!DOCTYPE a [<!ENTITY x "xx">]><a>&x;</a>', 'line 1: a DOCTYPE or other declaration is not read'],
    ['<a/><b/>', 'line 1: a second root element'],
    ['', 'there is no root element'],
  ])('refuses %j: %s', (source, message) => {
    expect(() => parseXml(source)).toThrow(message);
  });
});
