import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/button.tsx';
import { Dialog } from '../../../components/dialog.tsx';
import { AlertIcon, SlidersIcon } from '../../../components/icons.tsx';
import { messages } from '../../../lib/messages.ts';

/**
 * "Ajustes deste aparelho": what each screen sets once for itself (printing on accept, the alerts
 * with the panel closed), behind one button, so the toolbar keeps to one row on a tablet. The
 * button turns amber when one of them does not work as set.
 */
export function DeviceSettings({ attention, children }: { attention: boolean; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const label = attention ? messages.board.deviceSettingsAttention : messages.board.deviceSettings;
  return (
    <>
      <Button
        variant={attention ? 'alert' : 'secondary'}
        aria-label={label}
        title={label}
        onClick={() => setOpen(true)}
        className="max-2xl:px-3"
      >
        {attention ? <AlertIcon /> : <SlidersIcon />}
        <span className="max-2xl:hidden">{messages.board.deviceSettingsShort}</span>
      </Button>
      {open ? (
        <Dialog
          title={messages.board.deviceSettings}
          description={messages.board.deviceSettingsLead}
          onClose={() => setOpen(false)}
          testId="device-settings"
        >
          <div className="flex flex-col items-stretch gap-3">{children}</div>
        </Dialog>
      ) : null}
    </>
  );
}
