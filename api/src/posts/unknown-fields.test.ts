import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { unknownField } from './unknown-fields.js';

const schema = {
  additionalProperties: false,
  properties: {
    name: { type: 'string' },
    post: { type: 'object', additionalProperties: false, properties: { type: { type: 'string' }, tags: { type: 'string' } } },
    images: { type: 'object', additionalProperties: { type: 'string' } },
  },
};

describe('unknown fields of a body', () => {
  it('names the first field its schema does not list, inside objects as a form names them', () => {
    assert.equal(unknownField(schema, { name: 'x', post: { type: 'text', tags: 'a' } }), null);
    assert.equal(unknownField(schema, { name: 'x', slug: 'y' }), 'slug');
    assert.equal(unknownField(schema, { post: { type: 'text', carousel_link_url: 'https://example.com/' } }), 'post[carousel_link_url]');
  });

  it('leaves alone the objects whose schema takes any field', () => {
    assert.equal(unknownField(schema, { images: { o1: '/media/a.png' } }), null);
    assert.equal(unknownField({ properties: { name: { type: 'string' } } }, { other: 1 }), null);
  });
});
