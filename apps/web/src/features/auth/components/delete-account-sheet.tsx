import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TDeleteInfoResponse } from '@delivery/contract/customer';
import { Button, buttonClassName } from '../../../components/button.tsx';
import { WalletIcon } from '../../../components/catalog-icons.tsx';
import { AlertIcon, ReceiptIcon } from '../../../components/icons.tsx';
import { Sheet } from '../../../components/sheet.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { FieldError, TextField } from '../../../components/text-field.tsx';
import { serverMessage } from '@delivery/client/api-error';
import { formatReais } from '@delivery/contract/money';
import { showToast } from '../../../lib/toast.ts';
import { deleteAccount, getDeleteInfo, sendDeleteCode, type DeleteProof } from '../api/account.ts';
import { describeFailure } from '../api-errors.ts';
import type { CodeSent } from '../code-cooldown.ts';
import { isCompleteCode } from '../input-rules.ts';
import type { Session } from '../session.ts';
import { CodeField } from './code-field.tsx';
import { ResendCode } from './resend-code.tsx';

type DeleteAccountSheetProps = { session: Session; onClose: () => void };

/**
 * The confirmation of an account's deletion (decision 0066), from what the server says it would do
 * now: while an order is open, why it cannot; otherwise what goes (the cashback balance first, when
 * there is one) and the password or the code that confirms it.
 */
export function DeleteAccountSheet({ session, onClose }: DeleteAccountSheetProps) {
  const { t } = useTranslation();
  const { t: tSpec } = useTranslation('spec');
  const info = useQuery({
    queryKey: ['account', 'delete-info', session.token],
    queryFn: ({ signal }) => getDeleteInfo(session, signal),
    // Orders and cashback move: every opening asks again.
    staleTime: 0,
    gcTime: 0,
  });

  let body;
  if (info.isPending) {
    body = (
      <div role="status" className="flex flex-col items-center gap-3 py-10">
        <Spinner className="size-9" />
        <p className="text-base text-ink-700">{t('account.deleteChecking')}</p>
      </div>
    );
  } else if (info.isError) {
    body = (
      <div className="flex flex-col gap-4 py-4">
        <FieldError>{serverMessage(info.error) ?? t('account.deleteInfoFailed')}</FieldError>
        <Button onClick={() => void info.refetch()} className="h-12 w-full text-base">
          {t('states.retry')}
        </Button>
      </div>
    );
  } else if (info.data.refusal) {
    body = <DeletionRefused info={info.data} refusal={info.data.refusal} onClose={onClose} />;
  } else {
    body = <DeletionForm session={session} info={info.data} onClose={onClose} />;
  }

  return (
    <Sheet title={t('account.deleteTitle')} closeLabel={tSpec('close')} onClose={onClose} testId="delete-account">
      {body}
    </Sheet>
  );
}

function DeletionRefused({
  info,
  refusal,
  onClose,
}: {
  info: TDeleteInfoResponse;
  refusal: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { t: tSpec } = useTranslation('spec');
  return (
    <div className="flex flex-col gap-5 pt-1">
      <div data-testid="delete-refusal" className="flex gap-3 rounded-2xl bg-amber-50 p-4 text-amber-900">
        <AlertIcon className="mt-0.5 size-6 shrink-0 text-amber-700" />
        <div className="min-w-0">
          {info.open_orders > 0 ? (
            <p className="font-bold">{t('account.deleteOpenOrders', { count: info.open_orders })}</p>
          ) : null}
          <p className="mt-1 text-base">{refusal}</p>
        </div>
      </div>
      <div className="flex flex-col gap-2">
        {info.open_orders > 0 ? (
          <Link to="/orders" className={`${buttonClassName('primary')} h-12 w-full text-base`}>
            <ReceiptIcon className="size-5" />
            {t('account.deleteSeeOrders')}
          </Link>
        ) : null}
        <Button variant="secondary" onClick={onClose} className="h-12 w-full text-base">
          {tSpec('close')}
        </Button>
      </div>
    </div>
  );
}

type SentCode = { messageId: string; message: string };

function DeletionForm({
  session,
  info,
  onClose,
}: {
  session: Session;
  info: TDeleteInfoResponse;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { t: tSpec } = useTranslation('spec');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState<SentCode | null>(null);
  const [lastSent, setLastSent] = useState<CodeSent | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const proof: DeleteProof | null =
    info.confirm_with === 'none'
      ? {}
      : info.confirm_with === 'password'
        ? password
          ? { password }
          : null
        : sent && isCompleteCode(code)
          ? { messageId: sent.messageId, code }
          : null;

  const failureText = (failure: unknown) => {
    const described = describeFailure(failure);
    return described.kind === 'server' ? described.message : tSpec(described.key);
  };

  const askForCode = async () => {
    setSending(true);
    setError(null);
    try {
      setSent(await sendDeleteCode(session));
      setLastSent({ to: info.code_to, at: Date.now() });
      setCode('');
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setSending(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!proof || deleting) return;
    setDeleting(true);
    setError(null);
    try {
      // On success the session is gone and this sheet with it: nothing to set afterwards.
      showToast(await deleteAccount(session, proof));
    } catch (failure) {
      setError(failureText(failure));
      setCode('');
      setDeleting(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-5 pt-1">
      {info.cashback > 0 ? (
        <div data-testid="delete-cashback" className="flex gap-3 rounded-2xl bg-brand-50 p-4 text-brand-900">
          <WalletIcon className="mt-0.5 size-6 shrink-0 text-brand-600" />
          <div className="min-w-0">
            <p className="font-bold">{t('account.deleteCashback', { amount: formatReais(info.cashback) })}</p>
            <p className="mt-1 text-sm text-ink-700">{t('account.deleteCashbackHint')}</p>
          </div>
        </div>
      ) : null}
      <p className="text-base text-ink-700">{t('account.deleteText')}</p>

      {info.confirm_with === 'password' ? (
        <TextField
          label={t('account.deletePasswordLabel')}
          value={password}
          onValueChange={setPassword}
          type="password"
          name="password"
          autoComplete="current-password"
          reveal={{ show: t('auth.showPassword'), hide: t('auth.hidePassword') }}
          error={error}
        />
      ) : null}
      {info.confirm_with === 'code' && !sent ? (
        <div className="flex flex-col gap-3 rounded-2xl border border-ink-100 p-4">
          <p className="text-base text-ink-700">{t('account.deleteCodeIntro', { to: info.code_to })}</p>
          <Button variant="secondary" onClick={() => void askForCode()} disabled={sending} className="h-12 w-full">
            {t('auth.sendCode')}
          </Button>
          {error ? <FieldError>{error}</FieldError> : null}
        </div>
      ) : null}
      {info.confirm_with === 'code' && sent ? (
        <div className="flex flex-col gap-3">
          <p className="text-base text-ink-700" data-testid="delete-code-sent">
            {sent.message}
          </p>
          <CodeField value={code} onValueChange={setCode} />
          {error ? <FieldError>{error}</FieldError> : null}
          <ResendCode
            label={t('auth.recoveryResend')}
            lastSent={lastSent}
            to={info.code_to}
            onResend={() => void askForCode()}
            busy={sending || deleting}
          />
        </div>
      ) : null}
      {info.confirm_with === 'none' && error ? <FieldError>{error}</FieldError> : null}

      <div className="flex flex-col gap-2">
        <SubmitButton disabled={!proof || sending} busy={deleting}>
          {t('account.deleteConfirm')}
        </SubmitButton>
        <Button variant="secondary" onClick={onClose} className="h-12 w-full text-base">
          {t('account.deleteKeep')}
        </Button>
      </div>
    </form>
  );
}
