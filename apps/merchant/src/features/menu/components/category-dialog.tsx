import type { TMenuCategory } from '@delivery/contract/menu';
import { useState, type FormEvent } from 'react';
import { Dialog, FormFooter } from '../../../components/dialog.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { messages } from '../../../lib/messages.ts';
import { useSaveCategory } from '../api/menu-edits.ts';
import { EditError } from '../../../components/edit-error.tsx';

type CategoryDialogProps = {
  shopId: number;
  /** The category as the menu now has it; absent for a new one. */
  category?: TMenuCategory;
  onClose: () => void;
};

const formOf = (category?: TMenuCategory) => ({
  name: category?.name ?? '',
  hidden: category?.hidden ?? false,
  version: category?.version,
});

/** Adds a category, or renames, hides or shows one. */
export function CategoryDialog({ shopId, category, onClose }: CategoryDialogProps) {
  const save = useSaveCategory(shopId);
  // The version read when the form was filled: saving names it, so a newer one refuses the save.
  const [form, setForm] = useState(() => formOf(category));
  const [missingName, setMissingName] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.name.trim()) return setMissingName(true);
    save.mutate(
      {
        name: form.name,
        hidden: form.hidden ? '1' : '0',
        ...(category && form.version !== undefined ? { category_id: category.category_id, version: form.version } : {}),
      },
      { onSuccess: onClose },
    );
  };

  return (
    <Dialog
      title={category ? messages.menu.category.editTitle : messages.menu.category.newTitle}
      onClose={onClose}
      footer={<FormFooter form="category-form" label={messages.menu.save} busy={save.isPending} onCancel={onClose} />}
    >
      <form id="category-form" onSubmit={submit} noValidate className="grid gap-4">
        <EditError error={save.error} onReload={() => (setForm(formOf(category)), save.reset())} />
        <TextField
          label={messages.menu.category.name}
          value={form.name}
          maxLength={60}
          onValueChange={(name) => (setForm({ ...form, name }), setMissingName(false))}
          error={missingName ? messages.menu.nameRequired : null}
          autoFocus
        />
        <label className="flex items-start gap-3 text-base font-bold text-ink-900">
          <input
            type="checkbox"
            checked={form.hidden}
            onChange={(event) => setForm({ ...form, hidden: event.target.checked })}
            className="mt-0.5 size-5 accent-ink-900"
          />
          <span>
            {messages.menu.category.hidden}
            <span className="block text-sm font-normal text-ink-600">{messages.menu.category.hiddenHint}</span>
          </span>
        </label>
      </form>
    </Dialog>
  );
}
