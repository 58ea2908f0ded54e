import { parsePixKey } from '@delivery/contract/shop-payments';
import { FieldError, TextField } from '../../../components/text-field.tsx';
import { fill, messages } from '../../../lib/messages.ts';
import { toggledFlag, type PaymentsForm, type PaymentsIssues } from '../payments-form.ts';
import { SettingSwitch } from '../../../components/setting-switch.tsx';

type PaymentMethodsProps = {
  form: PaymentsForm;
  flags: readonly { flag_id: number; name: string }[];
  onChange: (fields: Partial<PaymentsForm>) => void;
  issues: PaymentsIssues | null;
};

const text = messages.shopSettings.payments;

/** What the key typed is read as, and how it is kept ('Lida como celular: +5519998765432'); the usual hint before. */
function pixKeyHint(typed: string): string {
  const parsed = typed.trim() ? parsePixKey(typed) : null;
  return parsed ? fill(text.pixKeyRead, { kind: text.pixKeyKinds[parsed.kind], key: parsed.key }) : text.pixKeyHint;
}

/** Cash (with or without change), card on delivery with its flags, and Pix with the shop's key. */
export function PaymentMethods({ form, flags, onChange, issues }: PaymentMethodsProps) {
  const turn = (method: keyof PaymentsForm['methods']) => (on: boolean) =>
    onChange({ methods: { ...form.methods, [method]: on } });
  const allTicked = form.cardFlags.length === flags.length;
  return (
    <section aria-labelledby="payment-methods-title" className="rounded-2xl bg-white p-4 shadow-sm sm:p-5">
      <h2 id="payment-methods-title" className="text-xl font-black text-ink-900">
        {text.methods}
      </h2>
      <p className="mt-1 text-base text-ink-700">{text.methodsLead}</p>
      {issues?.methods ? <FieldError>{issues.methods}</FieldError> : null}
      <div className="mt-4">
        <SettingSwitch
          title={text.cash}
          hint={text.cashHint}
          label={fill(text.switchName, { method: text.cash })}
          on={form.methods.cash}
          onChange={turn('cash')}
        >
          <label className="flex items-start gap-3 text-base font-bold text-ink-900">
            <input
              type="checkbox"
              checked={form.cashChange}
              onChange={(event) => onChange({ cashChange: event.target.checked })}
              className="mt-0.5 size-5 accent-ink-900"
            />
            <span>
              {text.cashChange}
              <span className="block text-sm font-normal text-ink-600">{text.cashChangeHint}</span>
            </span>
          </label>
        </SettingSwitch>
        <SettingSwitch
          title={text.card}
          hint={text.cardHint}
          label={fill(text.switchName, { method: text.card })}
          on={form.methods.card_on_delivery}
          onChange={turn('card_on_delivery')}
        >
          <fieldset>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <legend className="text-base font-bold text-ink-800">{text.flags}</legend>
              <button
                type="button"
                onClick={() => onChange({ cardFlags: allTicked ? [] : flags.map((flag) => flag.flag_id) })}
                className="min-h-10 rounded-lg px-2 text-sm font-bold text-sky-800 underline-offset-2 hover:underline focus-visible:outline-3 focus-visible:outline-sky-600"
              >
                {allTicked ? text.noFlags : text.allFlags}
              </button>
            </div>
            <div className="mt-2 grid grid-cols-2 gap-x-3 sm:grid-cols-3 lg:grid-cols-2">
              {flags.map((flag) => (
                <label
                  key={flag.flag_id}
                  className="flex min-h-11 items-center gap-2.5 text-base leading-tight text-ink-900"
                >
                  <input
                    type="checkbox"
                    checked={form.cardFlags.includes(flag.flag_id)}
                    onChange={(event) =>
                      onChange({ cardFlags: toggledFlag(form.cardFlags, flag.flag_id, event.target.checked) })
                    }
                    className="size-5 shrink-0 accent-ink-900"
                  />
                  {flag.name}
                </label>
              ))}
            </div>
            {issues?.cardFlags ? <FieldError>{issues.cardFlags}</FieldError> : null}
          </fieldset>
        </SettingSwitch>
        <SettingSwitch
          title={text.pix}
          hint={text.pixHint}
          label={fill(text.switchName, { method: text.pix })}
          on={form.methods.pix}
          onChange={turn('pix')}
        >
          <TextField
            label={text.pixKey}
            value={form.pixKey}
            onValueChange={(pixKey) => onChange({ pixKey })}
            placeholder={text.pixKeyPlaceholder}
            autoComplete="off"
            spellCheck={false}
            hint={pixKeyHint(form.pixKey)}
            error={issues?.pixKey ?? null}
          />
        </SettingSwitch>
        {/* Pix off hides its key: a key that is wrong still says so. */}
        {!form.methods.pix && issues?.pixKey ? <FieldError>{issues.pixKey}</FieldError> : null}
      </div>
    </section>
  );
}
