import { Link } from 'react-router';
import { ChevronLeftIcon } from '../../components/icons.tsx';
import { paths } from '../lib/paths.ts';
import { consoleMessages } from '../messages.ts';

/** "Voltar" to the tenants' list, above a page of one tenant or a new one. */
export function BackLink() {
  return (
    <Link
      to={paths.tenants}
      className="-ml-2 mb-2 inline-flex min-h-11 items-center gap-1 rounded-lg px-2 text-base font-bold text-ink-700 hover:bg-ink-100 hover:text-ink-900 focus-visible:outline-3 focus-visible:outline-sky-600"
    >
      <ChevronLeftIcon />
      {consoleMessages.back}
    </Link>
  );
}
