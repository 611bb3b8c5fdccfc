import { describe, expect, it } from 'vitest';
import { createLogger, isoTimeField } from './log.ts';

describe('isoTimeField', () => {
  it('writes the time field as pino writes an ISO-8601 time', () => {
    const ms = Date.UTC(2027, 0, 6, 1, 2, 3, 456);
    expect(isoTimeField(ms)).toBe(',"time":"2027-01-06T01:02:03.456Z"');
  });

  it('gives each millisecond its own time, and the same millisecond the same', () => {
    const ms = Date.UTC(2027, 0, 6, 1, 2, 3, 456);
    expect(isoTimeField(ms + 1)).toBe(',"time":"2027-01-06T01:02:03.457Z"');
    expect(isoTimeField(ms + 1)).toBe(isoTimeField(ms + 1));
    expect(isoTimeField(ms)).toBe(',"time":"2027-01-06T01:02:03.456Z"');
  });
});

describe('createLogger', () => {
  it('stamps each line with the time it was written', () => {
    const lines: { time: string }[] = [];
    const logger = createLogger('info', { write: (line: string) => lines.push(JSON.parse(line)) });
    const before = Date.now();
    logger.info('first');
    logger.info('second');
    const after = Date.now();
    for (const { time } of lines) {
      expect(Date.parse(time)).toBeGreaterThanOrEqual(before);
      expect(Date.parse(time)).toBeLessThanOrEqual(after);
      expect(time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    }
    expect(lines).toHaveLength(2);
  });
});
