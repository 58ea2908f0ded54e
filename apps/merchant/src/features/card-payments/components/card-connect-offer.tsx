import { serverMessage } from '@delivery/client/api-error';
import { Button, type ButtonVariant } from '../../../components/button.tsx';
import { FieldError } from '../../../components/text-field.tsx';
import { messages } from '../../../lib/messages.ts';
import { useConnectCardAccount } from '../api/connect-card-account.ts';

const text = messages.cardAccount;

type CardConnectOfferProps = {
  shopId: number;
  /** The marketplace's operator may connect one account for every shop without its own. */
  forMarketplace: boolean;
};

/** No account yet: what card payment in the app is, and the way to Mercado Pago to connect one. */
export function CardConnectOffer({ shopId, forMarketplace }: CardConnectOfferProps) {
  return (
    <>
      <p className="mt-1 max-w-3xl text-base text-ink-700">{text.lead}</p>
      <ConnectButtons shopId={shopId} forMarketplace={forMarketplace} className="mt-4" />
      <p className="mt-3 max-w-3xl text-sm text-ink-600">
        {text.connectHint}
        {forMarketplace ? ` ${text.connectProfileHint}` : null}
      </p>
    </>
  );
}

type ConnectButtonsProps = CardConnectOfferProps & {
  /** The shop's own connection: "Conectar conta do Mercado Pago" unless said otherwise. */
  label?: string;
  variant?: ButtonVariant;
  className?: string;
};

/**
 * The connect buttons. Both stay busy once the gateway's address is answered, until the browser
 * has left: a second tap would only ask for another.
 */
export function ConnectButtons({
  shopId,
  forMarketplace,
  label = text.connect,
  variant = 'primary',
  className = '',
}: ConnectButtonsProps) {
  const connect = useConnectCardAccount(shopId);
  const leaving = connect.isPending || connect.isSuccess;
  const which = connect.variables?.forProfile;
  return (
    <div className={className}>
      <div className="flex flex-wrap gap-3">
        <Button
          variant={variant}
          busy={leaving && which === false}
          disabled={leaving}
          onClick={() => connect.mutate({ forProfile: false })}
          className="py-2 max-sm:w-full"
        >
          {label}
        </Button>
        {forMarketplace ? (
          <Button
            variant="secondary"
            busy={leaving && which === true}
            disabled={leaving}
            onClick={() => connect.mutate({ forProfile: true })}
            className="py-2 max-sm:w-full"
          >
            {text.connectProfile}
          </Button>
        ) : null}
      </div>
      {connect.isError ? <FieldError>{serverMessage(connect.error) ?? messages.app.unknownError}</FieldError> : null}
    </div>
  );
}
