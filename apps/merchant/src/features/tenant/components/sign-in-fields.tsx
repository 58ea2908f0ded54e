import type { TLoginMenu } from '@delivery/contract/profile';
import { loginInputTypes } from '@delivery/contract/profile';
import type { TTenantSignIn } from '@delivery/contract/tenant-settings';
import { Segmented } from '../../../components/segmented.tsx';
import { FieldError, TextField } from '../../../components/text-field.tsx';
import { fill, messages } from '../../../lib/messages.ts';
import { withFlag, type FormIssues } from '../tenant-form.ts';
import { Check } from './check.tsx';
import { FieldCard } from './section-form.tsx';

const text = messages.tenant.signIn;

type TInputType = (typeof loginInputTypes)[number];
type Platform = 'menu_web' | 'menu_ios' | 'menu_android';
const platforms: readonly Platform[] = ['menu_web', 'menu_ios', 'menu_android'];

type SignInFieldsProps = {
  form: TTenantSignIn;
  change: (fields: Partial<TTenantSignIn>) => void;
  issues: FormIssues | null;
  googleReady: boolean;
  facebookReady: boolean;
};

/** The sign-in menu of each platform, the fields' labels, and the single-input login. */
export function SignInFields({ form, change, issues, googleReady, facebookReady }: SignInFieldsProps) {
  const single = form.by_input === '1';
  return (
    <div className="grid gap-4">
      <FieldCard title={text.menus} lead={text.menusLead}>
        <div className="grid gap-4 md:grid-cols-3">
          {platforms.map((platform) => (
            <PlatformMenu
              key={platform}
              platform={platform}
              menu={form[platform]}
              onChange={(menu) => change({ [platform]: menu })}
              issues={issues}
            />
          ))}
        </div>
        {!googleReady && platforms.some((platform) => form[platform]?.google === '1') ? (
          <p className="text-base text-ink-700">{text.googleNotReady}</p>
        ) : null}
        {!facebookReady && platforms.some((platform) => form[platform]?.facebook === '1') ? (
          <p className="text-base text-ink-700">{text.facebookNotReady}</p>
        ) : null}
      </FieldCard>
      <div className="grid gap-4 lg:grid-cols-2 lg:items-start">
        <FieldCard title={text.texts}>
          <TextField
            label={text.textEmail}
            value={form.text_email}
            onValueChange={(text_email) => change({ text_email })}
            hint={text.textEmailHint}
            error={issues?.text_email}
            maxLength={80}
          />
          <TextField
            label={text.labelPhone}
            value={form.label_login_phone}
            onValueChange={(label_login_phone) => change({ label_login_phone })}
            error={issues?.label_login_phone}
            maxLength={80}
          />
        </FieldCard>
        <FieldCard title={text.single} lead={text.singleLead}>
          <Check label={text.singleOn} checked={single} onChange={(on) => change({ by_input: on ? '1' : '0' })} />
          {single ? (
            <>
              <div>
                <p className="mb-1.5 text-base font-bold text-ink-800">{text.inputType}</p>
                <Segmented<TInputType | ''>
                  label={text.inputType}
                  value={form.input_type ?? ''}
                  options={loginInputTypes.map((type) => ({ value: type, label: text.inputTypes[type] }))}
                  onChange={(input_type) => change({ input_type: input_type || null })}
                />
                {issues?.input_type ? <FieldError>{issues.input_type}</FieldError> : null}
              </div>
              <TextField
                label={text.top}
                value={form.label_generic_top}
                onValueChange={(label_generic_top) => change({ label_generic_top })}
                error={issues?.label_generic_top}
                maxLength={80}
              />
              <TextField
                label={text.internal}
                value={form.internal_label}
                onValueChange={(internal_label) => change({ internal_label })}
                error={issues?.internal_label}
                maxLength={60}
              />
              <TextField
                label={text.button}
                value={form.text_button_next}
                onValueChange={(text_button_next) => change({ text_button_next })}
                error={issues?.text_button_next}
                maxLength={30}
              />
            </>
          ) : null}
        </FieldCard>
      </div>
    </div>
  );
}

/** One platform's options: whether the menu shows, then each way in (no Facebook on iPhone). */
function PlatformMenu({
  platform,
  menu,
  onChange,
  issues,
}: {
  platform: Platform;
  menu: TLoginMenu | null;
  onChange: (menu: TLoginMenu | null) => void;
  issues: FormIssues | null;
}) {
  const name = text.platforms[platform];
  const shown = menu?.display_menu === '1';
  const flag = (key: keyof TLoginMenu) => menu?.[key] === '1';
  const set = (key: keyof TLoginMenu) => (on: boolean) => onChange(withFlag(menu, key, on));
  const option = (label: string) => fill(text.optionOf, { option: label, platform: name });
  const facebookIssue = platform === 'menu_ios' ? issues?.['menu_ios.facebook'] : undefined;
  return (
    <fieldset data-testid={`login-menu-${platform}`} className="rounded-xl border border-ink-200 p-3">
      <legend className="px-1 text-lg font-black text-ink-900">{name}</legend>
      <Check
        label={text.displayMenu}
        accessibleName={option(text.displayMenu)}
        checked={shown}
        onChange={set('display_menu')}
      />
      {shown ? (
        <div className="mt-1 grid gap-1 border-t border-ink-100 pt-1">
          <Check
            label={text.google}
            accessibleName={option(text.google)}
            checked={flag('google')}
            onChange={set('google')}
          />
          {platform === 'menu_ios' && !facebookIssue ? (
            <p className="px-1 py-2 text-sm text-ink-600">{text.noFacebookOnIos}</p>
          ) : (
            <Check
              label={text.facebook}
              accessibleName={option(text.facebook)}
              checked={flag('facebook')}
              onChange={set('facebook')}
            />
          )}
          {facebookIssue ? <FieldError>{facebookIssue}</FieldError> : null}
          <Check
            label={text.phone}
            accessibleName={option(text.phone)}
            checked={flag('phone')}
            onChange={set('phone')}
          />
        </div>
      ) : (
        <p className="px-1 pt-1 text-sm text-ink-600">{text.displayMenuOff}</p>
      )}
    </fieldset>
  );
}
