import { Button } from '../../../components/button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { FieldError } from '../../../components/text-field.tsx';
import { serverMessage } from '@delivery/client/api-error';
import { messages } from '../../../lib/messages.ts';
import { useShopContact } from '../api/shop-contact.ts';
import { ContactEditor } from './contact-editor.tsx';

/** The contact section, once it is read. */
export function ContactSection({ shopId }: { shopId: number }) {
  const contact = useShopContact(shopId);
  if (contact.isPending) {
    return (
      <div role="status" className="flex items-center gap-3 p-6 text-lg font-semibold">
        <Spinner />
        {messages.app.loading}
      </div>
    );
  }
  if (contact.isError) {
    return (
      <div className="mt-6 flex flex-wrap items-center gap-4">
        <FieldError>{serverMessage(contact.error) ?? messages.app.unknownError}</FieldError>
        <Button variant="secondary" onClick={() => void contact.refetch()}>
          {messages.shopSettings.retry}
        </Button>
      </div>
    );
  }
  // Filled once: a later read (another tab's save) must not wipe what is being typed.
  return <ContactEditor shopId={shopId} answer={contact.data} />;
}
