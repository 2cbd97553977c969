import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api';
import { renewalFailureText } from './create-bulk-renewal';

describe('renewalFailureText', () => {
  it("gives the status text when the reply is empty, never 'null'", () => {
    expect(renewalFailureText(new ApiError(502, undefined))).toBe(
      'Failed to create insurance renewal: Bad Gateway (502)',
    );
    expect(renewalFailureText(new ApiError(400, ''))).toBe(
      'Failed to create insurance renewal: Bad Request (400)',
    );
  });

  it("gives the server's detail, error or data otherwise", () => {
    expect(renewalFailureText(new ApiError(409, { detail: 'Already renewed.' }))).toBe(
      'Failed to create insurance renewal: Already renewed. (409)',
    );
    expect(renewalFailureText(new ApiError(400, { vin: ['Unknown'] }))).toBe(
      'Failed to create insurance renewal: {"vin":["Unknown"]} (400)',
    );
  });
});
