import { describe, expect, it } from 'vitest';
import { ApiError, httpApiError, isConflict, isNotFound, parseRetryAfter } from './apiError';

describe('ApiError from an error reply', () => {
  it('takes the messages of an error document', () => {
    const error = httpApiError(
      422,
      '<?xml version="1.0"?>\n<errors><error>Name can\'t be blank</error><error>Status is not valid</error></errors>',
      null,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error.kind).toBe('http');
    expect(error.status).toBe(422);
    expect(error.messages).toEqual(["Name can't be blank", 'Status is not valid']);
    expect(error.message).toBe("Name can't be blank; Status is not valid");
  });

  it('falls back to a message for the status', () => {
    expect(httpApiError(404, '', null).messages).toEqual([
      'The record was not found (it may have been deleted)',
    ]);
    expect(httpApiError(412, '<html/>', null).messages[0]).toMatch(/changed by someone else/);
    expect(httpApiError(418, '', null).messages).toEqual(['The request failed (status 418)']);
    expect(httpApiError(500, '', null).messages).toEqual(['The CRM service failed (status 500)']);
  });

  it('knows conflicts and missing records', () => {
    expect(isConflict(httpApiError(412, '', null))).toBe(true);
    expect(isNotFound(httpApiError(404, '', null))).toBe(true);
    expect(isConflict(httpApiError(404, '', null))).toBe(false);
    expect(isNotFound(new ApiError('network', ['x']))).toBe(false);
    expect(isNotFound(new Error('404'))).toBe(false);
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates', () => {
    expect(parseRetryAfter('120')).toBe(120);
    const now = Date.parse('2026-01-05T10:00:00Z');
    expect(parseRetryAfter('Mon, 05 Jan 2026 10:00:30 GMT', now)).toBe(30);
    expect(parseRetryAfter('Mon, 05 Jan 2026 09:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter(null)).toBeNull();
    expect(parseRetryAfter('soon')).toBeNull();
  });
});
