import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../../lib/api';
import { SERVER_UNREACHABLE, refusalText } from './agreement-text';

const nothingShown = { fields: {}, other: [] };

describe('refusalText', () => {
  it('says what the server refused, in its words', () => {
    const overlap = new ApiError(409, { detail: 'The loaner is lent on agreement LA-0007 then.' });
    expect(refusalText(nothingShown, overlap, 'Could not reserve')).toBe(
      'The loaner is lent on agreement LA-0007 then.',
    );
    const licence = new ApiError(400, { customer: ['The licence expires before the return.'] });
    expect(
      refusalText({ fields: {}, other: ['The licence expires before the return.'] }, licence, 'x'),
    ).toBe('The licence expires before the return.');
  });

  it('keeps the request id of a failure on the server, for the administrator to find', () => {
    const failure = new ApiError(
      500,
      { detail: 'Internal server error.', request_id: 'r-42' },
      { action: 'check-out' },
    );
    const text = refusalText(nothingShown, failure, 'Could not check out');
    expect(text).toContain('(Request id: r-42)');
    expect(text).not.toContain('Internal server error.');
  });

  it('says the server could not be reached when no reply came', () => {
    expect(refusalText(nothingShown, new NetworkError(new TypeError('fetch')), 'x')).toBe(
      SERVER_UNREACHABLE,
    );
  });
});
