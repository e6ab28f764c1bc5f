import { useCallback, useEffect, useRef, useState } from 'react';

/** The sounds a game may make; each is a short synthesised tone (no audio files to load). */
export type GameSoundName = 'bet' | 'win' | 'bigWin' | 'lose' | 'click' | 'reveal' | 'cashout' | 'tick' | 'spin';

const MUTE_KEY = 'fortuna.game.muted';

type Note = { frequency: number; at: number; length: number; type?: OscillatorType; gain?: number };

const SOUNDS: Record<GameSoundName, Note[]> = {
  bet: [{ frequency: 420, at: 0, length: 0.07, type: 'triangle' }],
  click: [{ frequency: 880, at: 0, length: 0.03, type: 'square', gain: 0.05 }],
  tick: [{ frequency: 1200, at: 0, length: 0.02, type: 'square', gain: 0.04 }],
  reveal: [{ frequency: 660, at: 0, length: 0.08, type: 'sine' }],
  spin: [
    { frequency: 300, at: 0, length: 0.05, type: 'sawtooth', gain: 0.04 },
    { frequency: 340, at: 0.06, length: 0.05, type: 'sawtooth', gain: 0.04 },
  ],
  lose: [
    { frequency: 300, at: 0, length: 0.12, type: 'sine' },
    { frequency: 220, at: 0.1, length: 0.18, type: 'sine' },
  ],
  win: [
    { frequency: 660, at: 0, length: 0.09 },
    { frequency: 880, at: 0.08, length: 0.14 },
  ],
  cashout: [
    { frequency: 780, at: 0, length: 0.07 },
    { frequency: 1040, at: 0.07, length: 0.12 },
  ],
  bigWin: [
    { frequency: 523, at: 0, length: 0.1 },
    { frequency: 659, at: 0.1, length: 0.1 },
    { frequency: 784, at: 0.2, length: 0.1 },
    { frequency: 1047, at: 0.3, length: 0.3 },
  ],
};

function readMuted(): boolean {
  try {
    return localStorage.getItem(MUTE_KEY) === '1';
  } catch {
    return false;
  }
}

/** A game's sound: `play(name)` unless muted; the mute switch is remembered for every game. */
export function useGameSound() {
  const [muted, setMuted] = useState(readMuted);
  const context = useRef<AudioContext | null>(null);

  useEffect(() => () => void context.current?.close().catch(() => undefined), []);

  const toggle = useCallback(() => {
    setMuted((was) => {
      const next = !was;
      try {
        localStorage.setItem(MUTE_KEY, next ? '1' : '0');
      } catch {}
      return next;
    });
  }, []);

  const play = useCallback(
    (name: GameSoundName) => {
      if (muted || typeof window === 'undefined' || typeof window.AudioContext !== 'function') return;
      try {
        context.current ??= new AudioContext();
        const audio = context.current;
        if (audio.state === 'suspended') void audio.resume().catch(() => undefined);
        const start = audio.currentTime;
        for (const note of SOUNDS[name]) {
          const oscillator = audio.createOscillator();
          const gain = audio.createGain();
          oscillator.type = note.type ?? 'sine';
          oscillator.frequency.value = note.frequency;
          const level = note.gain ?? 0.08;
          gain.gain.setValueAtTime(level, start + note.at);
          gain.gain.exponentialRampToValueAtTime(0.0001, start + note.at + note.length);
          oscillator.connect(gain).connect(audio.destination);
          oscillator.start(start + note.at);
          oscillator.stop(start + note.at + note.length + 0.02);
        }
      } catch {
        // No sound is better than a broken game.
      }
    },
    [muted],
  );

  return { muted, toggle, play };
}

export type GameSound = ReturnType<typeof useGameSound>;
