import { ErrorType } from '@delivery/contract/errors';
import { ApiError, serverMessage } from '@delivery/client/api-error';
import { messages } from '../lib/messages.ts';
import { Button } from './button.tsx';
import { FieldError } from './text-field.tsx';

/**
 * Why a save failed, at the top of its form. When someone saved the item first (optimistic
 * versions), the form can be filled again with what they saved, and its version: nothing is
 * overwritten unseen.
 */
export function EditError({
  error,
  onReload,
  className = '',
}: {
  error: Error | null;
  onReload: () => void;
  className?: string;
}) {
  if (!error) return null;
  const conflict = error instanceof ApiError && error.errorType === ErrorType.EDIT_CONFLICT;
  return (
    <div className={`rounded-xl bg-brand-50 px-3 pb-3 ${className}`}>
      <FieldError>{serverMessage(error) ?? messages.app.unknownError}</FieldError>
      {conflict ? (
        <Button variant="secondary" onClick={onReload} className="mt-2">
          {messages.app.seeSaved}
        </Button>
      ) : null}
    </div>
  );
}
