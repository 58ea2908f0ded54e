import { serverMessage } from '@delivery/client/api-error';
import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Spinner } from '../../../components/spinner.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { messages } from '../../../lib/messages.ts';
import { useFinishCardConnect } from '../api/finish-card-connect.ts';
import { accountText } from '../card-account.ts';
import { connectingShop, connectLandingOf, keptOutcome, paymentsPath, type ConnectOutcome } from '../connect-return.ts';
import { Landing } from './connect-landing.tsx';

const text = messages.cardAccount.landing;

/**
 * Where Mercado Pago sends the owner back: the code goes to the API once, then the page says how it
 * ended, with the way back to the shop's payments.
 */
export function ConnectReturnPage() {
  useDocumentTitle(`${text.title} · ${messages.app.title}`);
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const kept = keptOutcome(location.state);
  const landing = connectLandingOf(params);
  const exchange = useFinishCardConnect(
    kept === null && landing.kind === 'exchange' ? { code: landing.code, state: landing.state } : null,
  );
  const settled = useMemo((): ConnectOutcome | null => {
    // The answer's own message is not shown: it repeats the heading, in words the page says better.
    if (exchange.data) {
      return { kind: 'connected', account: exchange.data.account ? accountText(exchange.data.account) : null };
    }
    if (exchange.error) return { kind: 'refused', message: serverMessage(exchange.error) ?? messages.app.unknownError };
    return null;
  }, [exchange.data, exchange.error]);
  const isKept = kept !== null;
  useEffect(() => {
    // The code leaves the address: a reload shows this outcome again instead of spending it twice.
    if (settled && !isKept) void navigate({ search: '' }, { replace: true, state: settled });
  }, [settled, isKept, navigate]);

  const outcome = kept ?? settled;
  const back = paymentsPath(connectingShop());
  if (outcome?.kind === 'connected') {
    return (
      <Landing tone="done" title={text.connected} back={back}>
        {outcome.account ? <p className="text-lg font-bold text-ink-900">{outcome.account}</p> : null}
        <p>{text.connectedText}</p>
      </Landing>
    );
  }
  if (outcome?.kind === 'refused') {
    return (
      <Landing tone="problem" title={text.refused} back={back}>
        <p>{outcome.message}</p>
      </Landing>
    );
  }
  if (landing.kind === 'cancelled') {
    return (
      <Landing tone="neutral" title={text.cancelled} back={back}>
        <p>{text.cancelledText}</p>
      </Landing>
    );
  }
  if (landing.kind === 'failed') {
    return (
      <Landing tone="problem" title={text.failed} back={back}>
        <p>{text.failedText}</p>
      </Landing>
    );
  }
  return (
    <main className="flex flex-1 items-center justify-center p-6">
      <p role="status" className="flex items-center gap-3 text-lg font-semibold">
        <Spinner />
        {text.working}
      </p>
    </main>
  );
}
