import { Button } from '../../../components/button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { FieldError } from '../../../components/text-field.tsx';
import { serverMessage } from '@delivery/client/api-error';
import { messages } from '../../../lib/messages.ts';
import { useShopHours } from '../api/shop-hours.ts';
import { HoursEditor } from './hours-editor.tsx';

/** The hours section, once the shop's hours are read. */
export function HoursSection({ shopId }: { shopId: number }) {
  const hours = useShopHours(shopId);
  if (hours.isPending) {
    return (
      <div role="status" className="flex items-center gap-3 p-6 text-lg font-semibold">
        <Spinner />
        {messages.app.loading}
      </div>
    );
  }
  if (hours.isError) {
    return (
      <div className="mt-6 flex flex-wrap items-center gap-4">
        <FieldError>{serverMessage(hours.error) ?? messages.app.unknownError}</FieldError>
        <Button variant="secondary" onClick={() => void hours.refetch()}>
          {messages.shopSettings.retry}
        </Button>
      </div>
    );
  }
  // Filled once: a later read (another tab's save) must not wipe what is being typed.
  return <HoursEditor shopId={shopId} answer={hours.data} />;
}
