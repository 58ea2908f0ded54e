import { Button } from '../../../components/button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { FieldError } from '../../../components/text-field.tsx';
import { serverMessage } from '@delivery/client/api-error';
import { messages } from '../../../lib/messages.ts';
import { useOpenDeliveryLink } from '../api/open-delivery.ts';
import { CredentialsCard } from './credentials-card.tsx';
import { EventsList } from './events-list.tsx';
import { ImportCard } from './import-card.tsx';
import { SettingsEditor } from './settings-editor.tsx';

const text = messages.openDelivery;

/**
 * The shop's "Integração": what Open Delivery is, the credentials for the software, then, once
 * there are some, its settings and the events exchanged.
 */
export function OpenDeliverySection({ shopId }: { shopId: number }) {
  const link = useOpenDeliveryLink(shopId);
  if (link.isPending) {
    return (
      <div role="status" className="flex items-center gap-3 p-6 text-lg font-semibold">
        <Spinner />
        {messages.app.loading}
      </div>
    );
  }
  if (link.isError) {
    return (
      <div className="mt-6 flex flex-wrap items-center gap-4">
        <FieldError>{serverMessage(link.error) ?? messages.app.unknownError}</FieldError>
        <Button variant="secondary" onClick={() => void link.refetch()}>
          {messages.shopSettings.retry}
        </Button>
      </div>
    );
  }
  const answer = link.data;
  return (
    <div className="mt-4 grid gap-4">
      <div className="max-w-3xl">
        <h2 className="text-xl font-black tracking-tight text-ink-900">{text.title}</h2>
        <p className="mt-1 text-base text-ink-700">{text.lead}</p>
        <p className="mt-1 text-base text-ink-700">{text.leadMore}</p>
      </div>
      <CredentialsCard shopId={shopId} answer={answer} />
      {answer.link ? (
        <>
          {/* Filled once per link: a later read (another tab's save) must not wipe what is being typed. */}
          <SettingsEditor key={answer.link.client_id} shopId={shopId} answer={{ ...answer, link: answer.link }} />
          <ImportCard shopId={shopId} hasMerchantUrl={answer.link.merchant_url !== ''} />
          <EventsList shopId={shopId} hasWebhook={answer.link.webhook_url !== ''} />
        </>
      ) : null}
    </div>
  );
}
