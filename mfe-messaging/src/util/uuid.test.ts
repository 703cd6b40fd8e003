import { uuid } from './uuid';

describe('uuid', () => {
  it('makes v4 UUIDs, with or without crypto.randomUUID', () => {
    const pattern = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(uuid()).toMatch(pattern);
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const made = new Set(Array.from({ length: 50 }, () => uuid()));
      expect(made.size).toBe(50);
      for (const value of made) expect(value).toMatch(pattern);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});
