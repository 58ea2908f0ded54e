import { limits } from '@delivery/contract/constants';
import { useId } from 'react';
import { buttonClassName } from '../../../components/button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { FieldError } from '../../../components/text-field.tsx';
import { serverMessage } from '@delivery/client/api-error';
import { fill, messages } from '../../../lib/messages.ts';
import { useUploadPhoto } from '../api/menu-edits.ts';

type PhotoFieldProps = { shopId: number; image: string; onChange: (image: string) => void };

/** What iOS converts a HEIC photo from, on the way: the server reads these. */
const accepted = 'image/jpeg,image/png,image/webp,image/avif';

/**
 * The product's photo: sent as soon as it is picked (the computer's files or the phone's camera
 * roll), shown once the server has it, saved with the product.
 */
export function PhotoField({ shopId, image, onChange }: PhotoFieldProps) {
  const id = useId();
  const upload = useUploadPhoto(shopId);
  return (
    <div className="sm:col-span-2">
      <p className="mb-1.5 text-base font-bold text-ink-800">{messages.menu.product.photo}</p>
      <div className="flex flex-wrap items-center gap-3">
        <div className="grid size-24 shrink-0 place-items-center overflow-hidden rounded-2xl bg-ink-100 text-sm text-ink-600">
          {upload.isPending ? (
            <Spinner className="size-8" />
          ) : image ? (
            <img src={image} alt="" className="size-full object-cover" />
          ) : (
            messages.menu.product.photoNone
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <label htmlFor={id} className={`${buttonClassName('secondary')} cursor-pointer`}>
            {image ? messages.menu.product.photoChange : messages.menu.product.photoAdd}
          </label>
          <input
            id={id}
            type="file"
            accept={accepted}
            disabled={upload.isPending}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) upload.mutate(file, { onSuccess: onChange });
            }}
            className="sr-only"
          />
          {image ? (
            <button type="button" onClick={() => onChange('')} className={buttonClassName('ghost')}>
              {messages.menu.product.photoRemove}
            </button>
          ) : null}
        </div>
      </div>
      <p className="mt-1.5 text-sm text-ink-600">
        {fill(messages.menu.product.photoHint, { max: limits.photoMaxBytes / (1024 * 1024) })}
      </p>
      {upload.error ? <FieldError>{serverMessage(upload.error) ?? messages.app.unknownError}</FieldError> : null}
    </div>
  );
}
