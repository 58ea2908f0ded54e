import { ErrorType } from '@delivery/contract/errors';
import { Button } from '../../../components/button.tsx';
import { FieldError } from '../../../components/text-field.tsx';
import { ApiError, serverMessage } from '../../../lib/api-client.ts';
import { messages } from '../../../lib/messages.ts';

/**
 * Why a save failed, above the save button. When someone saved first, the form can be filled
 * again with what they saved (and its version): nothing is overwritten unseen.
 */
export function SaveError({ error, onReload }: { error: Error | null; onReload: () => void }) {
  if (!error) return null;
  const conflict = error instanceof ApiError && error.errorType === ErrorType.EDIT_CONFLICT;
  return (
    <div className="mb-3 flex flex-wrap items-center gap-x-4 rounded-xl bg-brand-50 px-3 pb-3">
      <FieldError>{serverMessage(error) ?? messages.app.unknownError}</FieldError>
      {conflict ? (
        <Button variant="secondary" onClick={onReload} className="mt-2">
          {messages.shopSettings.reload}
        </Button>
      ) : null}
    </div>
  );
}
