import { describe, expect, it } from 'vitest';
import { inspectionCreateSchema, unansweredRequired } from './inspections';
import { issueCreateSchema, resolvedIssuesSchema } from './issues';

const items = [
  { id: 1, label: 'Lights', kind: 'pass_fail', required: true },
  { id: 2, label: 'Fuel', kind: 'number', required: true },
  { id: 3, label: 'Photo', kind: 'photo', required: true },
  { id: 4, label: 'Notes', kind: 'text', required: false },
];
const answer = (
  item: number,
  over: Partial<{ passed: boolean | null; value: string; photo: number | null }> = {},
) => ({
  item,
  passed: null,
  value: '',
  photo: null,
  ...over,
});

describe('unansweredRequired', () => {
  it('names, in form order, the required items without their kind of answer', () => {
    expect(unansweredRequired(items, [])).toEqual(['Lights', 'Fuel', 'Photo']);
    expect(
      unansweredRequired(items, [
        answer(1, { passed: false }),
        answer(2, { value: '  ' }),
        answer(3, { value: 'a photo in words is no photo' }),
      ]),
    ).toEqual(['Fuel', 'Photo']);
    expect(
      unansweredRequired(items, [
        answer(1, { passed: true }),
        answer(2, { value: '6' }),
        answer(3, { photo: 9 }),
      ]),
    ).toEqual([]);
  });
});

describe('the inspection and issue bodies', () => {
  it('take numbers as answers, and need who signed', () => {
    const parsed = inspectionCreateSchema.parse({
      form: 1,
      vehicle: 'V',
      results: [{ item: 2, value: 6 }],
      signed_name: 'Sam',
    });
    expect(parsed.results[0]).toEqual({ item: 2, passed: null, value: '6', note: '', photo: null });
    expect(parsed.odometer).toBeNull();
    expect(
      inspectionCreateSchema.safeParse({ form: 1, vehicle: 'V', signed_name: ' ' }).success,
    ).toBe(false);
  });

  it('default an issue to medium and in service, and a record to no issues', () => {
    expect(issueCreateSchema.parse({ vehicle: 'V', title: 'Dent' })).toMatchObject({
      priority: 'medium',
      out_of_service: false,
      assigned_to: null,
    });
    expect(resolvedIssuesSchema.parse(undefined)).toEqual([]);
    expect(resolvedIssuesSchema.safeParse(['x']).success).toBe(false);
  });
});
