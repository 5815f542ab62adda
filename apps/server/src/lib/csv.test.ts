import { describe, expect, it } from 'vitest';
import { csvCell, csvDocument } from './csv.js';

describe('CSV for spreadsheets', () => {
  it.each<[string | number | boolean | null, string]>([
    ['Ada', '"Ada"'],
    ['Lovelace, Ada', '"Lovelace, Ada"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=1+1', `"'=1+1"`],
    ['+1', `"'+1"`],
    ['-1', `"'-1"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\t=cmd', `"'\t=cmd"`],
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    [3, '3'],
    [Number.NaN, ''],
    [true, 'yes'],
    [false, 'no'],
    [null, ''],
  ])('writes %j as %s', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('writes a document with a byte-order mark and CRLF line ends', () => {
    expect(csvDocument(['a', 'b'], [[1, 'x']])).toBe('\uFEFF"a","b"\r\n1,"x"\r\n');
  });
});
