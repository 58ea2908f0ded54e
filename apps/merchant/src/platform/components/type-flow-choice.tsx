import { typeFlows, type TypeFlow } from '@delivery/contract/constants';
import { useId } from 'react';
import { consoleMessages } from '../messages.ts';

type TypeFlowChoiceProps = { value: TypeFlow; onChange: (value: TypeFlow) => void };

/**
 * Marketplace or single shop, side by side, with a line on what the chosen one is. Real radio
 * buttons: the arrow keys move between them, and each is found by its name.
 */
export function TypeFlowChoice({ value, onChange }: TypeFlowChoiceProps) {
  const id = useId();
  return (
    <fieldset aria-describedby={`${id}-hint`}>
      <legend className="mb-1.5 text-base font-bold text-ink-800">{consoleMessages.newTenant.type}</legend>
      <div className="grid grid-cols-2 gap-1 rounded-xl bg-ink-100 p-1 sm:inline-grid sm:min-w-96">
        {typeFlows.map((flow) => (
          <label
            key={flow}
            className="flex min-h-12 cursor-pointer items-center justify-center gap-2 rounded-lg px-4 text-base font-bold text-ink-700 hover:bg-white/60 has-checked:bg-white has-checked:text-ink-900 has-checked:shadow-sm has-focus-visible:outline-3 has-focus-visible:outline-sky-600"
          >
            <input
              type="radio"
              name={id}
              value={flow}
              checked={value === flow}
              onChange={() => onChange(flow)}
              className="size-4 accent-ink-900 focus:outline-none"
            />
            {consoleMessages.tenants.typeFlow[flow]}
          </label>
        ))}
      </div>
      <p id={`${id}-hint`} className="mt-1.5 text-sm text-ink-600">
        {consoleMessages.newTenant.typeHint[value]}
      </p>
    </fieldset>
  );
}
