import { isEmail } from '@delivery/contract/br-documents';
import type { TStaffMember, TStaffRole, TStaffShop } from '@delivery/contract/staff';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/button.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { ShopPageHeader } from '../../../components/shop-page-header.tsx';
import { Loading } from '../../../components/loading.tsx';
import { FieldError, TextField } from '../../../components/text-field.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { serverMessage } from '@delivery/client/api-error';
import { fill, messages } from '../../../lib/messages.ts';
import { useInvite } from '../api/staff-invite.ts';
import { useTeam } from '../api/staff-list.ts';
import { useRemoveFromTeam } from '../api/staff-remove.ts';

type TeamPageProps = {
  me: TStaffMember;
  /** The shops whose team this person manages (owner or operator). */
  shops: readonly TStaffShop[];
  /** The shop picked in the header, when it is one of those. */
  shopId: number | null;
};

/** Who uses the panel of a shop: the list with pending invitations, an invitation form, removal. */
export function TeamPage({ me, shops, shopId }: TeamPageProps) {
  useDocumentTitle(`${messages.team.title} · ${messages.app.title}`);
  const [picked, setPicked] = useState(() => shops.find((shop) => shop.shop_id === shopId) ?? shops[0]);
  if (!picked) {
    return <p className="p-6 text-lg font-semibold">{messages.team.notAllowed}</p>;
  }
  return (
    <main className="mx-auto w-full max-w-5xl flex-1 p-4 sm:p-6">
      <ShopPageHeader
        title={messages.team.title}
        lead={fill(messages.team.lead, { shop: picked.name })}
        shops={shops}
        picked={picked}
        onPick={setPicked}
      />
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <TeamList key={picked.shop_id} shopId={picked.shop_id} me={me} />
        <InviteForm key={`invite-${picked.shop_id}`} shopId={picked.shop_id} mayInviteOperator={me.operator} />
      </div>
    </main>
  );
}

function TeamList({ shopId, me }: { shopId: number; me: TStaffMember }) {
  const team = useTeam(shopId);
  const remove = useRemoveFromTeam(shopId);
  const [removing, setRemoving] = useState<{ id: number; name: string } | null>(null);

  if (team.isPending) {
    return <Loading className="p-6" />;
  }
  if (team.isError) return <FieldError>{serverMessage(team.error) ?? messages.app.unknownError}</FieldError>;

  return (
    <section aria-label={messages.team.title} className="self-start rounded-2xl bg-white p-2 shadow-sm">
      {team.data.length === 0 ? (
        <p className="p-4 text-base text-ink-700">{messages.team.empty}</p>
      ) : (
        <ul className="divide-y divide-ink-100">
          {team.data.map((person) => (
            <li key={person.staff_id} data-testid="team-member" className="flex flex-wrap items-center gap-3 p-3">
              <div className="min-w-0 flex-1">
                <p className="text-lg font-bold text-ink-900">
                  {person.name}
                  {person.staff_id === me.staff_id ? (
                    <span className="font-semibold text-ink-600"> ({messages.team.you})</span>
                  ) : null}
                </p>
                <p className="truncate text-base text-ink-700">{person.email}</p>
              </div>
              <span className="rounded-full bg-ink-100 px-3 py-1 text-sm font-bold text-ink-900">
                {messages.roles[person.role]}
              </span>
              {person.pending ? (
                <span className="rounded-full bg-amber-100 px-3 py-1 text-sm font-bold text-amber-950">
                  {messages.team.pending}
                </span>
              ) : null}
              {person.staff_id !== me.staff_id ? (
                <Button
                  variant="danger"
                  busy={remove.isPending && remove.variables === person.staff_id}
                  onClick={() => setRemoving({ id: person.staff_id, name: person.name })}
                >
                  {messages.team.remove}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {removing ? (
        <ConfirmDialog
          title={fill(messages.team.removeTitle, { name: removing.name })}
          description={messages.team.removeLead}
          confirmLabel={messages.team.remove}
          onConfirm={() => remove.mutate(removing.id)}
          onClose={() => setRemoving(null)}
        />
      ) : null}
    </section>
  );
}

function InviteForm({ shopId, mayInviteOperator }: { shopId: number; mayInviteOperator: boolean }) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<TStaffRole>('attendant');
  const [checked, setChecked] = useState(false);
  const invite = useInvite(shopId);
  const roles: TStaffRole[] = mayInviteOperator ? ['attendant', 'owner', 'operator'] : ['attendant', 'owner'];
  const error = !checked
    ? null
    : !name.trim() || !email.trim()
      ? messages.auth.fillAllFields
      : !isEmail(email)
        ? messages.auth.invalidEmail
        : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!name.trim() || !isEmail(email)) return;
    invite.mutate(
      { name: name.trim(), email: email.trim(), role },
      {
        onSuccess: () => {
          setName('');
          setEmail('');
          setChecked(false);
        },
      },
    );
  };

  return (
    <section aria-labelledby="invite-title" className="self-start rounded-2xl bg-white p-5 shadow-sm">
      <h2 id="invite-title" className="text-xl font-black text-ink-900">
        {messages.team.inviteTitle}
      </h2>
      <p className="mt-1 text-base text-ink-700">{messages.team.inviteLead}</p>
      <form onSubmit={submit} noValidate className="mt-4 space-y-4">
        <TextField label={messages.team.name} value={name} onValueChange={setName} autoComplete="off" maxLength={100} />
        <TextField
          label={messages.team.email}
          type="email"
          inputMode="email"
          value={email}
          onValueChange={setEmail}
          autoComplete="off"
        />
        <SelectField
          label={messages.team.role}
          value={role}
          options={roles.map((value) => ({ value, label: messages.roles[value] }))}
          onValueChange={(value) => setRole(roles.find((known) => known === value) ?? 'attendant')}
        />
        {error ? (
          <FieldError>{error}</FieldError>
        ) : invite.isError ? (
          <FieldError>{serverMessage(invite.error) ?? messages.app.unknownError}</FieldError>
        ) : null}
        <Button type="submit" size="lg" className="w-full" busy={invite.isPending}>
          {messages.team.invite}
        </Button>
      </form>
    </section>
  );
}
