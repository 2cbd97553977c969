import { describe, expect, it } from 'vitest';
import { countRows } from './sql';

describe('countRows (rows of a PGlite dump, from its INSERTs)', () => {
  it('counts each INSERT at a line start, not text inside a value, and lists empty tables', () => {
    const dump = [
      'CREATE TABLE public.notes (',
      '    id integer NOT NULL',
      ');',
      'CREATE TABLE public."empty" (',
      '    id integer',
      ');',
      "INSERT INTO public.notes VALUES (1, 'it''s fine');",
      "INSERT INTO public.notes VALUES (2, 'two lines",
      "INSERT INTO public.notes VALUES (99, ''not a row'');');",
      'INSERT INTO drizzle.__drizzle_migrations VALUES (1);',
    ].join('\n');
    expect(countRows(dump)).toEqual({
      'public.notes': 2,
      'public.empty': 0,
      'drizzle.__drizzle_migrations': 1,
    });
  });
});
