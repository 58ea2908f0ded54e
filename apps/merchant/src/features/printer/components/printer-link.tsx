import { Link } from 'react-router';
import { PrinterIcon } from '../../../components/icons.tsx';
import { useDeviceSetting } from '../../../hooks/use-device-setting.ts';
import { fill } from '../../../lib/messages.ts';
import { printerSettings } from '../../../lib/printer/printer-settings.ts';
import { printerMessages as texts } from '../printer-messages.ts';

/** In the board's "Ajustes deste aparelho": how this device prints, and the way to its set-up. */
export function PrinterLink() {
  const [settings] = useDeviceSetting(printerSettings);
  const hint =
    settings.way === 'browser'
      ? fill(texts.linkHint.browser, { paper: settings.paper })
      : fill(texts.linkHint.direct, {
          printer: settings.printer ? settings.printer.name || texts.serialPort : texts.noPrinter,
          paper: settings.paper,
        });
  return (
    <Link
      to="/impressora"
      className="inline-flex min-h-12 items-center gap-2 rounded-xl border-2 border-ink-200 bg-white px-3 text-sm font-bold text-ink-900 hover:border-ink-400 focus-visible:outline-3 focus-visible:outline-sky-600"
    >
      <PrinterIcon className="size-5 shrink-0" />
      <span className="min-w-0">
        {texts.link}
        <span className="block text-sm font-semibold text-ink-600">{hint}</span>
      </span>
    </Link>
  );
}
