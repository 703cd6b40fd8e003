/**
 * The three sounds of B§9, made on the spot with WebAudio (nothing is downloaded): notification (the
 * unread total rose), receive and send. Played only when the person has sounds on.
 */
export type SoundName = 'notification' | 'receive' | 'send';

interface Tone {
  frequency: number;
  /** Frequency at the end, for a short glide. */
  to?: number;
  start: number;
  duration: number;
}

const SOUNDS: Record<SoundName, Tone[]> = {
  notification: [
    { frequency: 880, start: 0, duration: 0.12 },
    { frequency: 1320, start: 0.13, duration: 0.18 },
  ],
  receive: [{ frequency: 660, to: 990, start: 0, duration: 0.14 }],
  send: [{ frequency: 520, to: 1040, start: 0, duration: 0.1 }],
};

type AudioContextClass = typeof AudioContext;

let context: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (context) return context;
  const holder = globalThis as unknown as { AudioContext?: AudioContextClass; webkitAudioContext?: AudioContextClass };
  const Impl = holder.AudioContext ?? holder.webkitAudioContext;
  if (!Impl) return null;
  try {
    context = new Impl();
  } catch {
    return null;
  }
  return context;
}

export function playSound(name: SoundName, enabled: boolean): void {
  if (!enabled) return;
  const audio = audioContext();
  if (!audio) return;
  // Browsers start the context suspended until the page has had a gesture; then this is silent.
  if (audio.state === 'suspended') void audio.resume().catch(() => undefined);
  const now = audio.currentTime;
  for (const tone of SOUNDS[name]) {
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.setValueAtTime(tone.frequency, now + tone.start);
    if (tone.to) oscillator.frequency.exponentialRampToValueAtTime(tone.to, now + tone.start + tone.duration);
    gain.gain.setValueAtTime(0.0001, now + tone.start);
    gain.gain.exponentialRampToValueAtTime(0.15, now + tone.start + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, now + tone.start + tone.duration);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(now + tone.start);
    oscillator.stop(now + tone.start + tone.duration + 0.02);
  }
}
