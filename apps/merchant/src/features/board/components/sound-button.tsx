import { useSyncExternalStore } from 'react';
import { Button } from '../../../components/button.tsx';
import { BellIcon, VolumeIcon } from '../../../components/icons.tsx';
import { soundUnlocked, subscribeSound, unlockSound } from '../../../lib/chime.ts';
import { messages } from '../../../lib/messages.ts';

/**
 * "Ativar som" until the browser lets the page play sound (after a first click or key anywhere);
 * then a quiet mark that the sound is on.
 */
export function SoundButton() {
  const unlocked = useSyncExternalStore(subscribeSound, soundUnlocked, () => false);
  if (unlocked) {
    return (
      <p className="inline-flex min-h-12 items-center gap-2 px-2 text-sm font-bold text-emerald-800">
        <VolumeIcon className="size-5" />
        {messages.board.soundActive}
      </p>
    );
  }
  return (
    <Button
      variant="alert"
      className="ring-4 ring-amber-300/70"
      title={messages.board.soundOnHint}
      onClick={unlockSound}
    >
      <BellIcon />
      {messages.board.soundOn}
    </Button>
  );
}
