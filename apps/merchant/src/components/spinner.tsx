type SpinnerProps = { className?: string; tone?: 'dark' | 'light' };

/** A decorative spinner; the caller gives the accessible status text. */
export function Spinner({ className = 'size-8', tone = 'dark' }: SpinnerProps) {
  const colors = tone === 'light' ? 'border-white/40 border-t-white' : 'border-ink-200 border-t-ink-900';
  return (
    <span
      aria-hidden="true"
      className={`inline-block animate-spin rounded-full border-[3px] motion-reduce:animate-none ${colors} ${className}`}
    />
  );
}
