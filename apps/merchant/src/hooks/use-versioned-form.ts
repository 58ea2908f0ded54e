import { useState } from 'react';

/** A save the form waits on: what react-query's mutation gives, narrowed to what is used. */
type Save<Read, Input> = {
  mutate(input: Input, options: { onSuccess: (fresh: Read) => void }): void;
  reset(): void;
};

type VersionedFormOptions<Read, Form, Input, Issues> = {
  answer: Read;
  save: Save<Read, Input>;
  formOf: (read: Read) => Form;
  /** What keeps the form from being saved, or null. */
  issuesOf: (form: Form, read: Read) => Issues | null;
  isChanged: (form: Form, base: Form, read: Read) => boolean;
  /** The save's input, with the version `read` was read at. */
  inputOf: (form: Form, read: Read) => Input;
  /** The settings as the server has them now, for "Ver como ficou" after someone else's save. */
  fetchFresh: () => Promise<Read>;
};

/**
 * A settings form saved at the version it was read at (the shop's sections, the tenant's). The
 * form keeps that version until it is filled again, after a save or "Ver como ficou" after someone
 * else's, so a newer one is never overwritten unseen, and a background read never refills it.
 * Problems show once a save was tried.
 */
export function useVersionedForm<Read, Form, Input, Issues>(options: VersionedFormOptions<Read, Form, Input, Issues>) {
  const { answer, save, formOf, issuesOf, isChanged, inputOf, fetchFresh } = options;
  const [read, setRead] = useState(answer);
  const [base, setBase] = useState(() => formOf(answer));
  const [form, setForm] = useState(base);
  const [checked, setChecked] = useState(false);

  const refill = (fresh: Read) => {
    const filled = formOf(fresh);
    setRead(fresh);
    setBase(filled);
    setForm(filled);
    setChecked(false);
    save.reset();
  };
  const issues = issuesOf(form, read);
  return {
    read,
    form,
    change: (fields: Partial<Form>) => setForm((current) => ({ ...current, ...fields })),
    /** The problems to show: none until a save was tried. */
    shown: checked ? issues : null,
    changed: isChanged(form, base, read),
    submit: () => {
      setChecked(true);
      if (!issues) save.mutate(inputOf(form, read), { onSuccess: refill });
    },
    discard: () => refill(read),
    reload: async () => refill(await fetchFresh()),
  };
}
