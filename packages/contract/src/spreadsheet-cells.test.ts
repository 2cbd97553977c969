import { describe, expect, it } from 'vitest';
import { neutraliseFormula } from './spreadsheet-cells';

describe('neutraliseFormula', () => {
  it.each(['=SUM(A1)', '+1', '-2+3', '@cmd', '\tx', '\rx'])('prefixes %j with an apostrophe', (v) =>
    expect(neutraliseFormula(v)).toBe(`'${v}`),
  );
  it.each(['Ally Bank', '1 = 1', '', "'quoted", '100.00', 'Ford F-150; 2021', 'a, b'])(
    'leaves %j as it is',
    (v) => expect(neutraliseFormula(v)).toBe(v),
  );
  it.each([
    ['ok;=SUM(A1)', "ok;'=SUM(A1)"],
    ['ok\t+1', "ok\t'+1"],
    ['ok,@cmd', "ok,'@cmd"],
    ['line\n-2+3', "line\n'-2+3"],
    ['a;b;=1;=2', "a;b;'=1;'=2"],
    ['\uFF1DSUM(A1)', "'\uFF1DSUM(A1)"],
  ])('neutralises a formula after a separator: %j', (v, expected) =>
    expect(neutraliseFormula(v)).toBe(expected),
  );
});
