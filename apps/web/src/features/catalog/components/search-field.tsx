import { useId } from 'react';
import { XIcon } from '../../../components/action-icons.tsx';
import { SearchIcon } from '../../../components/catalog-icons.tsx';

type SearchFieldProps = {
  label: string;
  placeholder: string;
  clearLabel: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
};

/** A rounded search box with its (visually hidden) label and a clear button. */
export function SearchField({ label, placeholder, clearLabel, value, onChange, className = '' }: SearchFieldProps) {
  const id = useId();
  return (
    <div role="search" className={`relative ${className}`}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <SearchIcon className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-ink-500" />
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={80}
        className="h-12 w-full rounded-full border border-ink-200 bg-white pr-12 pl-12 text-base text-ink-900 shadow-xs transition placeholder:text-ink-500 focus:border-brand-600 focus:ring-3 focus:ring-brand-100 focus:outline-none [&::-webkit-search-cancel-button]:hidden"
      />
      {value ? (
        <button
          type="button"
          onClick={() => onChange('')}
          aria-label={clearLabel}
          className="absolute top-1/2 right-1 grid size-10 -translate-y-1/2 place-items-center rounded-full text-ink-500 hover:bg-ink-50 hover:text-ink-800 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <XIcon className="size-5" />
        </button>
      ) : null}
    </div>
  );
}
