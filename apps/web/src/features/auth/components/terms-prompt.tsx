import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageDialog } from '../../../components/message-dialog.tsx';
import { useOops } from '../../../hooks/use-oops.tsx';
import { showToast } from '../../../lib/toast.ts';
import { saveAcceptTerms } from '../api/account.ts';
import { describeFailure } from '../api-errors.ts';
import { saveCustomer, type Session } from '../session.ts';

type TermsPromptProps = { session: Session; policyUrl: string; onLater: () => void };

/** Asks for the privacy policy; accepting records it and re-saves the Customer with accept_terms '1'. */
export function TermsPrompt({ session, policyUrl, onLater }: TermsPromptProps) {
  const { t } = useTranslation();
  const { t: tSpec } = useTranslation('spec');
  const [busy, setBusy] = useState(false);
  const oops = useOops();

  const accept = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await saveCustomer({ ...(await saveAcceptTerms(session)), accept_terms: '1' });
    } catch (error) {
      // A refusal is the server's to explain ('Oops'); a lost connection only needs a word.
      const failure = describeFailure(error);
      if (failure.kind === 'server') oops.show(error);
      else showToast(tSpec(failure.key));
      setBusy(false);
    }
  };

  return (
    <>
      {oops.dialog}
      <MessageDialog
        tone="info"
        title={t('auth.terms.title')}
        message={t('auth.terms.text')}
        confirmLabel={busy ? tSpec('pleaseWait') : t('auth.terms.accept')}
        onConfirm={() => void accept()}
        cancelLabel={t('auth.terms.later')}
        onCancel={onLater}
      >
        <a
          href={policyUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-3 inline-block font-semibold text-brand-700 underline underline-offset-2"
        >
          {t('auth.terms.read')}
          <span className="sr-only"> {t('auth.opensInNewTab')}</span>
        </a>
      </MessageDialog>
    </>
  );
}
