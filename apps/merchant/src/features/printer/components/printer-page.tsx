import * as RadioGroup from '@radix-ui/react-radio-group';
import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/button.tsx';
import { PrinterIcon } from '../../../components/icons.tsx';
import { PrintSheets } from '../../../components/print-sheets.tsx';
import { Segmented } from '../../../components/segmented.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { useDeviceSetting } from '../../../hooks/use-device-setting.ts';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { printFailure, usePrint } from '../../../hooks/use-print.ts';
import { fill, messages } from '../../../lib/messages.ts';
import { canPrintDirectly, choosePrinter, printDirectly } from '../../../lib/printer/direct-print.ts';
import { PrinterError } from '../../../lib/printer/printer-error.ts';
import {
  baudRates,
  codepages,
  printerSettings,
  printWays,
  type PrinterSettings,
  type PrintWay,
  type TicketCopy,
} from '../../../lib/printer/printer-settings.ts';
import { printerMessages as texts } from '../printer-messages.ts';
import { testTicket } from '../test-ticket.ts';

/** What the last click did: nothing yet, a test sent, or why it failed. */
type Outcome = { tone: 'ok' | 'error'; text: string } | null;

/**
 * "Impressora deste aparelho": how this device prints (a thermal printer straight through Web
 * Serial or WebUSB, or the browser's dialog), the printer picked from the browser's list, the paper,
 * the accents' code page, the copies each order prints, and a test ticket. Each change is kept on
 * the device at once, as the board's own switches are.
 */
export function PrinterPage({ shopName }: { shopName: string }) {
  useDocumentTitle(`${texts.title} · ${messages.app.title}`);
  const [settings, save] = useDeviceSetting(printerSettings);
  const { sheets, print } = usePrint();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  const change = (patch: Partial<PrinterSettings>) => {
    setOutcome(null);
    save({ ...settings, ...patch });
  };
  const direct = settings.way !== 'browser';

  const pick = async (way: 'serial' | 'usb') => {
    setOutcome(null);
    try {
      const printer = await choosePrinter(way);
      save({ ...settings, way, printer });
      setOutcome({ tone: 'ok', text: texts.chosen });
    } catch (error) {
      if (error instanceof PrinterError && error.failure === 'cancelled') return;
      setOutcome({ tone: 'error', text: printFailure(error) });
    }
  };

  const test = async () => {
    setBusy(true);
    setOutcome(null);
    try {
      const ticket = testTicket(shopName, settings.paper);
      if (!direct) {
        await print([ticket], texts.testWhat);
        return;
      }
      // Straight to the printer here, not through usePrint: the page says the outcome beside the button.
      await printDirectly([ticket], settings);
      setOutcome({ tone: 'ok', text: texts.testSent });
    } catch (error) {
      setOutcome({
        tone: 'error',
        text: fill(messages.printer.failed, { what: texts.testWhat, reason: printFailure(error) }),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="mx-auto w-full max-w-3xl flex-1 p-4 sm:p-6">
      <h1 className="text-3xl font-black tracking-tight text-ink-900">{texts.title}</h1>
      <p className="mt-1 max-w-2xl text-base text-ink-700">{texts.lead}</p>

      <Section title={texts.way}>
        <RadioGroup.Root
          value={settings.way}
          onValueChange={(way) => change({ way: way as PrintWay })}
          aria-label={texts.way}
          className="grid gap-2"
        >
          {[...printWays].sort(byPreference).map((way) => {
            const available = way === 'browser' || canPrintDirectly(way);
            return (
              <RadioGroup.Item
                key={way}
                value={way}
                disabled={!available}
                className="flex min-h-16 items-start gap-3 rounded-xl border-2 border-ink-200 p-4 text-left hover:border-ink-500 focus-visible:outline-3 focus-visible:outline-sky-600 disabled:cursor-not-allowed disabled:opacity-60 data-[state=checked]:border-ink-900 data-[state=checked]:bg-ink-50"
              >
                <span className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-full border-2 border-ink-400">
                  <RadioGroup.Indicator className="size-3 rounded-full bg-ink-900" />
                </span>
                <span className="min-w-0">
                  <span className="block text-base font-bold text-ink-900">{texts.ways[way].title}</span>
                  <span className="block text-sm text-ink-700">
                    {available ? texts.ways[way].hint : texts.unavailable}
                  </span>
                </span>
              </RadioGroup.Item>
            );
          })}
        </RadioGroup.Root>

        {settings.way === 'serial' || settings.way === 'usb' ? (
          <ChosenPrinter
            settings={settings}
            way={settings.way}
            onPick={pick}
            onBaudRate={(baudRate) => change({ baudRate })}
          />
        ) : null}
      </Section>

      <Section title={texts.paper}>
        {/* Its own row's width, not the card's: two short choices. */}
        <div className="flex">
          <Segmented
            label={texts.paper}
            value={String(settings.paper)}
            options={[58, 80].map((width) => ({ value: String(width), label: fill(texts.paperWidth, { width }) }))}
            onChange={(value) => change({ paper: value === '58' ? 58 : 80 })}
          />
        </div>
        {direct ? (
          <div className="mt-4 max-w-xs">
            <SelectField
              label={texts.codepage}
              value={settings.codepage}
              options={codepages.map((codepage) => ({ value: codepage, label: texts.codepages[codepage] }))}
              onValueChange={(value) => change({ codepage: codepages.find((one) => one === value) ?? 'cp860' })}
            />
            <p className="mt-1 text-sm text-ink-700">{texts.codepageHint}</p>
          </div>
        ) : null}
      </Section>

      <Section title={texts.copies}>
        <div className="grid gap-2">
          {(['kitchen', 'delivery'] as const).map((copy) => (
            <CopyChoice key={copy} copy={copy} settings={settings} onChange={(copies) => change({ copies })} />
          ))}
        </div>
      </Section>

      <div className="mt-6 flex flex-wrap items-center gap-3">
        <Button size="lg" busy={busy} onClick={() => void test()} disabled={direct && !settings.printer}>
          <PrinterIcon />
          {texts.test}
        </Button>
        {outcome ? (
          <p
            role={outcome.tone === 'error' ? 'alert' : 'status'}
            className={`text-base font-semibold ${outcome.tone === 'error' ? 'text-brand-700' : 'text-emerald-800'}`}
          >
            {outcome.text}
          </p>
        ) : null}
      </div>

      {settings.way === 'browser' ? <KioskHelp /> : null}
      {sheets.length > 0 ? <PrintSheets tickets={sheets} paper={settings.paper} /> : null}
    </main>
  );
}

/** Straight to the printer first: it is what the page is for; the browser's dialog last. */
const preference: Record<PrintWay, number> = { serial: 0, usb: 1, browser: 2 };
const byPreference = (a: PrintWay, b: PrintWay) => preference[a] - preference[b];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="mt-6 rounded-2xl bg-white p-4 shadow-sm sm:p-5">
      <h2 className="mb-3 text-xl font-black text-ink-900">{title}</h2>
      {children}
    </section>
  );
}

type ChosenPrinterProps = {
  settings: PrinterSettings;
  way: 'serial' | 'usb';
  onPick: (way: 'serial' | 'usb') => Promise<void>;
  onBaudRate: (rate: PrinterSettings['baudRate']) => void;
};

/** The printer this device prints to, the button that opens the browser's list, a serial port's speed. */
function ChosenPrinter({ settings, way, onPick, onBaudRate }: ChosenPrinterProps) {
  const { printer } = settings;
  const name = printer ? printer.name || texts.serialPort : texts.noPrinter;
  return (
    <div className="mt-4 grid gap-4 border-t border-ink-100 pt-4">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <div className="min-w-0 flex-1">
          <p className="text-sm font-bold text-ink-700">{texts.printer}</p>
          <p data-testid="chosen-printer" className="text-lg font-black text-ink-900">
            {name}
          </p>
        </div>
        <Button variant="secondary" onClick={() => void onPick(way)}>
          {printer ? texts.chooseAgain : texts.choose}
        </Button>
      </div>
      {way === 'serial' ? (
        <div className="max-w-xs">
          <SelectField
            label={texts.baudRate}
            value={String(settings.baudRate)}
            options={baudRates.map((rate) => ({ value: String(rate), label: fill(texts.baud, { rate }) }))}
            onValueChange={(value) => onBaudRate(baudRates.find((rate) => String(rate) === value) ?? 9600)}
          />
          <p className="mt-1 text-sm text-ink-700">{texts.baudHint}</p>
        </div>
      ) : null}
    </div>
  );
}

type CopyChoiceProps = {
  copy: TicketCopy;
  settings: PrinterSettings;
  onChange: (copies: PrinterSettings['copies']) => void;
};

/** One copy's box: the last one on cannot be turned off, or an order would print nothing. */
function CopyChoice({ copy, settings, onChange }: CopyChoiceProps) {
  const on = settings.copies[copy];
  const onlyOne = on && Object.values(settings.copies).filter(Boolean).length === 1;
  return (
    <label className="flex min-h-14 cursor-pointer items-start gap-3 rounded-xl border-2 border-ink-200 p-3 hover:border-ink-400 has-disabled:cursor-not-allowed">
      <input
        type="checkbox"
        checked={on}
        disabled={onlyOne}
        title={onlyOne ? texts.oneCopyAtLeast : undefined}
        onChange={(event) => onChange({ ...settings.copies, [copy]: event.target.checked })}
        className="mt-0.5 size-5 shrink-0 accent-ink-900"
      />
      <span>
        <span className="block text-base font-bold text-ink-900">{texts.copy[copy].title}</span>
        <span className="block text-sm text-ink-700">{onlyOne ? texts.oneCopyAtLeast : texts.copy[copy].hint}</span>
      </span>
    </label>
  );
}

/** The way to print through the browser without its dialog, for whoever sets the counter's computer up. */
function KioskHelp() {
  const url = `${location.origin}/painel/`;
  return (
    <details className="mt-6 rounded-2xl bg-white p-4 shadow-sm sm:p-5">
      <summary className="cursor-pointer text-lg font-black text-ink-900">{texts.kiosk.title}</summary>
      <p className="mt-2 text-base text-ink-700">{texts.kiosk.text}</p>
      <code className="mt-2 block overflow-x-auto rounded-lg bg-ink-100 p-3 text-sm text-ink-900">
        {fill(texts.kiosk.example, { url })}
      </code>
    </details>
  );
}
