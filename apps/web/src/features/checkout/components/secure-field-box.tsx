import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '../../../components/text-field.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import type { FieldState } from '../hooks/use-secure-fields.ts';

type SecureFieldBoxProps = {
  /** The container the gateway's script mounts its iframe in. */
  id: string;
  label: string;
  state: FieldState | undefined;
  /** The label cannot point at an input inside another origin's iframe: a click focuses it instead. */
  onLabelClick: () => void;
  hint?: ReactNode;
};

/**
 * One of the gateway's card fields drawn as our text fields are: its label, a box the iframe fills
 * (ringed while it has the focus), a spinner until the iframe is ready, and its error once left.
 */
export function SecureFieldBox({ id, label, state, onLabelClick, hint }: SecureFieldBoxProps) {
  const { t } = useTranslation();
  const error = state?.touched && state.errorKey ? t(state.errorKey) : null;
  const ring = state?.focused
    ? 'border-brand-600 ring-3 ring-brand-100'
    : error
      ? 'border-brand-600'
      : 'border-ink-200';
  return (
    <div>
      {/* A label for no input of this page: the field's own label is inside its iframe. */}
      <span
        onClick={onLabelClick}
        id={`${id}-label`}
        className="mb-1.5 block cursor-default text-sm font-semibold text-ink-800"
      >
        {label}
      </span>
      <div
        data-testid={`secure-field-${id}`}
        aria-labelledby={`${id}-label`}
        role="group"
        className={`relative h-12 w-full rounded-xl border bg-white px-4 shadow-xs transition ${ring}`}
      >
        <div id={id} className="size-full" />
        {state?.ready ? null : (
          <span className="absolute inset-0 grid place-items-center">
            <Spinner className="size-5" />
          </span>
        )}
      </div>
      {hint ? <p className="mt-1.5 text-sm text-ink-600">{hint}</p> : null}
      {error ? <FieldError>{error}</FieldError> : null}
    </div>
  );
}
