import { describe, expect, it } from 'vitest';
import { csvFile } from './csv.ts';

describe('csvFile', () => {
  it('starts with the byte order mark and ends lines with CRLF', () => {
    const file = csvFile(['名前', 'amount'], [['山田 花子', 2000]]);
    expect(file.charCodeAt(0)).toBe(0xfeff);
    expect(file.slice(1)).toBe('"名前","amount"\r\n"山田 花子","2000"\r\n');
    expect(Buffer.from(file, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });

  it('quotes every field, doubling quotes, and keeps commas and line breaks inside', () => {
    expect(csvFile(['a'], [['say "hi", then\nleave'], [null]]).slice(1)).toBe(
      '"a"\r\n"say ""hi"", then\nleave"\r\n""\r\n',
    );
  });

  it('turns text that would run as a formula into text, and leaves numbers alone', () => {
    const cells = ['=1+1', '+81 90', '-2', '@SUM(A1)', '\t=1', 'a=b', '3-4'];
    const line = csvFile(['x'], [cells, [-500]])
      .slice(1)
      .split('\r\n');
    expect(line[1]).toBe(`"'=1+1","'+81 90","'-2","'@SUM(A1)","'\t=1","a=b","3-4"`);
    expect(line[2]).toBe('"-500"');
  });
});
