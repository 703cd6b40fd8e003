import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { describeSchemaError } from './errors.js';

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
