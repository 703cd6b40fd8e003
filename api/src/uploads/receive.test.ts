import assert from 'node:assert/strict';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import { receiveToTemp } from './receive.js';

describe('receiveToTemp', () => {
  let root: string;
  before(async () => {
    root = await mkdtemp(join(tmpdir(), 'td-receive-'));
  });
  after(() => rm(root, { recursive: true, force: true }));

  it('keeps the first bytes and writes the whole file', async () => {
    const dir = join(root, 'whole');
    const received = await receiveToTemp(dir, Readable.from([Buffer.from('abcdef'), Buffer.from('ghij')]), 4);
    assert.equal(received.bytes, 10);
    assert.equal(received.head.toString(), 'abcd');
    assert.deepEqual(await readdir(dir), [received.tempPath.slice(dir.length + 1)]);
  });

  it('leaves no temporary file when the sender goes away, even before the file is open', async () => {
    // The failure races the file's opening: one run in ~50 lost it before the fix, so try many.
    const dir = join(root, 'gone');
    for (let attempt = 0; attempt < 300; attempt += 1) {
      const sender = new Readable({
        read() {
          this.destroy(new Error('the sender went away'));
        },
      });
      await assert.rejects(receiveToTemp(dir, sender, 16), /the sender went away/);
    }
    assert.deepEqual(await readdir(dir), []);
  });
});
