import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { clientErrorStatus, describeSchemaError } from './errors.js';

describe('describeSchemaError', () => {
  it('says an empty field must not be empty, and counts characters for longer minimums', () => {
    assert.deepEqual(describeSchemaError({ keyword: 'minLength', instancePath: '/name', params: { limit: 1 } }, 'body'), {
      field: 'name',
      detail: 'name must not be empty.',
    });
    assert.deepEqual(describeSchemaError({ keyword: 'minLength', instancePath: '', params: { limit: 8 } }, 'password'), {
      field: 'password',
      detail: 'password must be at least 8 characters.',
    });
  });
});

describe('clientErrorStatus', () => {
  it('keeps the API conventions’ statuses and answers any other client error as 400 invalid input', () => {
    for (const status of [400, 401, 403, 404, 409, 429]) assert.equal(clientErrorStatus(status), status);
    for (const status of [405, 406, 413, 415, 422]) assert.equal(clientErrorStatus(status), 400, String(status));
  });
});
