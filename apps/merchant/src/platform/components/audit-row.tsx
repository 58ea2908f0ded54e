import {
  actionOf,
  addressOf,
  detailOf,
  targetOf,
  whenOf,
  whoOf,
  type AuditEntry,
  type KnownNames,
} from '../audit-words.ts';
import { consoleMessages } from '../messages.ts';

const text = consoleMessages.audit;

/** The columns a wide screen lines the rows up in, and their names above them. */
export const auditColumns = 'lg:grid-cols-[11rem_minmax(0,1fr)_minmax(0,1.1fr)_minmax(0,1.1fr)_7rem]';

/** A value's name, for screen readers: the eye reads it from the column or the card's layout. */
const Label = ({ children }: { children: string }) => <span className="sr-only">{children}: </span>;

/**
 * One entry: on a phone a card with the action and its target first, who and from where under
 * them; from a laptop up a row of the columns.
 */
export function AuditRow({ entry, known }: { entry: AuditEntry; known: KnownNames }) {
  const detail = detailOf(entry);
  return (
    <li
      data-testid="audit-entry"
      className={`grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-0.5 px-4 py-3 lg:items-baseline lg:gap-4 ${auditColumns}`}
    >
      <p className="col-start-2 row-start-1 text-sm text-ink-600 tabular-nums lg:col-start-auto lg:row-start-auto lg:text-base lg:text-ink-800">
        <Label>{text.when}</Label>
        <time dateTime={entry.at}>{whenOf(entry)}</time>
      </p>
      <p className="col-start-1 row-start-1 min-w-0 font-bold break-words text-ink-900 lg:col-start-auto lg:row-start-auto">
        <Label>{text.action}</Label>
        {actionOf(entry)}
        {detail ? <span className="font-normal text-ink-700"> · {detail}</span> : null}
      </p>
      <p className="col-span-2 break-words text-ink-800 lg:col-span-1">
        <Label>{text.target}</Label>
        {targetOf(entry, known)}
      </p>
      {/* On a phone who and from where share a line; from a laptop up each is a column. */}
      <div className="col-span-2 flex flex-wrap gap-x-2 text-sm text-ink-600 lg:contents lg:text-base lg:text-ink-800">
        <p className="min-w-0 break-words">
          <Label>{text.who}</Label>
          {whoOf(entry)}
        </p>
        <p aria-hidden="true" className="lg:hidden">
          ·
        </p>
        <p className="break-all tabular-nums">
          <span className="lg:sr-only">{text.ip} </span>
          {addressOf(entry)}
        </p>
      </div>
    </li>
  );
}
