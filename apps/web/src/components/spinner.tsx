type SpinnerProps = { className?: string; tone?: 'brand' | 'light' };

/** A decorative spinner; the caller gives the accessible status text. */
export function Spinner({ className = 'size-8', tone = 'brand' }: SpinnerProps) {
  const colors =
    tone === 'light' ? 'border-2 border-white/40 border-t-white' : 'border-[3px] border-brand-100 border-t-brand-600';
  return (
    <span
      aria-hidden="true"
      className={`inline-block animate-spin rounded-full motion-reduce:animate-none ${colors} ${className}`}
    />
  );
}
