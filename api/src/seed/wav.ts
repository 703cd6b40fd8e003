/** A short melody as 16-bit mono PCM WAV, written by hand: a few seconds of plucked sine notes. */
export function melodyWav(sampleRate = 22050): Buffer {
  // C major arpeggio up and down, then a held chord tone: frequency (Hz) and length (s).
  const notes: [number, number][] = [
    [523.25, 0.25], [659.25, 0.25], [783.99, 0.25], [1046.5, 0.25],
    [783.99, 0.25], [659.25, 0.25], [587.33, 0.25], [698.46, 0.25],
    [880, 0.25], [783.99, 0.25], [659.25, 0.25], [523.25, 0.75],
  ];
  const total = Math.round(notes.reduce((sum, [, length]) => sum + length, 0) * sampleRate);
  const pcm = Buffer.alloc(total * 2);
  let offset = 0;
  for (const [frequency, length] of notes) {
    const count = Math.round(length * sampleRate);
    for (let i = 0; i < count && offset < total; i += 1, offset += 1) {
      const t = i / sampleRate;
      // Quick attack, exponential decay: sounds plucked rather than beeped.
      const envelope = Math.min(1, t / 0.01) * Math.exp(-3 * t);
      const sample = envelope * (0.8 * Math.sin(2 * Math.PI * frequency * t) + 0.2 * Math.sin(4 * Math.PI * frequency * t));
      pcm.writeInt16LE(Math.round(sample * 0.6 * 32767), offset * 2);
    }
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + pcm.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16); // fmt chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28); // byte rate
  header.writeUInt16LE(2, 32); // block align
  header.writeUInt16LE(16, 34); // bits per sample
  header.write('data', 36);
  header.writeUInt32LE(pcm.length, 40);
  return Buffer.concat([header, pcm]);
}

export function wavDurationSeconds(wav: Buffer): number {
  return wav.readUInt32LE(40) / wav.readUInt32LE(28);
}
