type SpinnerProps = { className?: string };

/** A decorative spinner; the caller gives the accessible status text. */
export function Spinner({ className = 'size-8' }: SpinnerProps) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block animate-spin rounded-full border-[3px] border-brand-100 border-t-brand-600 motion-reduce:animate-none ${className}`}
    />
  );
}
