/**
 * The new-order chime, made with the Web Audio API: no sound file to download or cache. Browsers
 * keep audio silent until the page gets a gesture (autoplay policy), so the panel asks for one
 * click ("Ativar som") and any first click or key press unlocks it as well.
 */

type AudioWindow = Window & { webkitAudioContext?: typeof AudioContext };

let context: AudioContext | null = null;
const listeners = new Set<() => void>();

const notify = () => {
  for (const listener of listeners) listener();
};

/** Whether a chime can be heard now. */
export const soundUnlocked = (): boolean => context?.state === 'running';

export function subscribeSound(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Creates or resumes the audio context; call it inside a click or key handler. */
export function unlockSound(): void {
  const Context = window.AudioContext ?? (window as AudioWindow).webkitAudioContext;
  if (!Context) return;
  if (!context) {
    context = new Context();
    context.addEventListener('statechange', notify);
  }
  if (context.state !== 'running') context.resume().then(notify, notify);
  // A short silent note: some browsers unlock only once something has been played in the gesture.
  playNotes(context, [{ frequency: 440, at: 0, length: 0.01, volume: 0 }]);
  // The screen hears of it once the gesture's own handlers have run: told during the click's
  // capture, the board redrew its toolbar before the click reached the button pressed, which then
  // did nothing ("Retomar", "Ajustes deste aparelho" lost in two CI runs).
  setTimeout(notify, 0);
}

type Note = { frequency: number; at: number; length: number; volume: number };

function playNotes(audio: AudioContext, notes: Note[]): void {
  const start = audio.currentTime + 0.02;
  for (const note of notes) {
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = note.frequency;
    // A bell: a fast attack, then an exponential decay (which cannot reach 0, hence 0.0001).
    gain.gain.setValueAtTime(0.0001, start + note.at);
    gain.gain.exponentialRampToValueAtTime(Math.max(note.volume, 0.0001), start + note.at + 0.015);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + note.at + note.length);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(start + note.at);
    oscillator.stop(start + note.at + note.length + 0.05);
  }
}

/** Three rising bell notes (E6, G#6, B6), loud enough for a busy kitchen and about a second long. */
const chimeNotes: Note[] = [
  { frequency: 1318.5, at: 0, length: 0.45, volume: 0.5 },
  { frequency: 1661.2, at: 0.18, length: 0.45, volume: 0.5 },
  { frequency: 1975.5, at: 0.36, length: 0.7, volume: 0.55 },
  // An octave below under the last note gives the bell some body on small laptop speakers.
  { frequency: 987.8, at: 0.36, length: 0.7, volume: 0.3 },
];

/** Plays the chime once; silent (and harmless) while the sound is locked. */
export function playChime(): void {
  if (context && soundUnlocked()) playNotes(context, chimeNotes);
}
