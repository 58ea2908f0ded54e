import { serverMessage } from '@delivery/client/api-error';
import { Button } from '../../../components/button.tsx';
import { Loading } from '../../../components/loading.tsx';
import { FieldError } from '../../../components/text-field.tsx';
import { useShopStatements } from '../api/shop-statements.ts';
import { statementMessages } from '../statement-messages.ts';
import { PastStatements } from './past-statements.tsx';
import { StatementDetail } from './statement-detail.tsx';

const text = statementMessages;

type ShopStatementsProps = {
  shopId: number;
  operator: boolean;
};

/** A shop's statements: the period running now in full on top, the closed ones listed below. */
export function ShopStatements({ shopId, operator }: ShopStatementsProps) {
  const statements = useShopStatements(shopId);
  if (statements.isPending) return <Loading className="justify-center p-12" />;
  if (statements.isError) {
    return (
      <div className="mt-4 flex flex-col items-center gap-3 rounded-2xl bg-white p-8 text-center shadow-sm">
        <FieldError>{serverMessage(statements.error) ?? text.loadFailed}</FieldError>
        {/* A refusal (a single shop's platform, someone else's shop) stays one: only a failed read is retried. */}
        {serverMessage(statements.error) === null ? (
          <Button variant="secondary" onClick={() => void statements.refetch()}>
            {text.retry}
          </Button>
        ) : null}
      </div>
    );
  }
  const open = statements.data.find((statement) => statement.status === 'open');
  const past = statements.data.filter((statement) => statement !== open);
  return (
    <div className="mt-6 space-y-8">
      {open ? (
        <StatementDetail statementId={open.statement_id} kicker={text.current} operator={operator} />
      ) : (
        <p className="rounded-2xl bg-white p-6 text-base text-ink-700 shadow-sm">{text.noStatements}</p>
      )}
      <PastStatements statements={past} />
    </div>
  );
}
