import { slidesLimit } from '@delivery/contract/tenant-settings';
import { Button } from '../../../components/button.tsx';
import { ChevronDownIcon, ChevronUpIcon, PlusIcon, XIcon } from '../../../components/icons.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { fill, messages } from '../../../lib/messages.ts';
import { moveSlide, newSlide, type FormIssues, type TenantForms } from '../tenant-form.ts';
import { Check } from './check.tsx';
import { ImageField } from './image-field.tsx';
import { FieldCard } from './section-form.tsx';

const text = messages.tenant.slider;

type SliderFieldsProps = {
  form: TenantForms['slider'];
  change: (fields: Partial<TenantForms['slider']>) => void;
  issues: FormIssues | null;
};

const iconButton =
  'grid size-12 place-items-center rounded-xl text-ink-800 hover:bg-ink-100 focus-visible:outline-3 focus-visible:outline-sky-600 disabled:opacity-40';

/** The home's slides in their order: each edited in place, moved, hidden or removed; new ones added last. */
export function SliderFields({ form, change, issues }: SliderFieldsProps) {
  const slides = form.slides;
  const set = (index: number, fields: Partial<TenantForms['slider']['slides'][number]>) =>
    change({ slides: slides.map((slide, i) => (i === index ? { ...slide, ...fields } : slide)) });
  return (
    <FieldCard title={text.title} lead={text.lead}>
      {slides.length === 0 ? <p className="text-base text-ink-700">{text.empty}</p> : null}
      <ol className="grid grid-cols-1 gap-4">
        {slides.map((slide, index) => {
          const name = slide.title.trim() || fill(text.slide, { number: index + 1 });
          const issue = (field: string) => issues?.[`slides.${index}.${field}`];
          return (
            <li
              // A new slide has no id yet: by its place, until it is saved.
              key={slide.slider_id ?? `new-${index}`}
              data-testid="slide"
              className={`grid min-w-0 grid-cols-1 gap-3 rounded-xl border p-3 sm:p-4 ${slide.active === '1' ? 'border-ink-200' : 'border-dashed border-ink-400 bg-ink-50'}`}
            >
              <div className="flex items-center gap-2">
                <h3 className="min-w-0 flex-1 truncate text-lg font-black text-ink-900">
                  {index + 1}. {name}
                  {slide.active === '1' ? null : (
                    <span className="ml-2 rounded-md bg-ink-200 px-2 py-0.5 text-sm font-bold text-ink-800">
                      {text.hidden}
                    </span>
                  )}
                </h3>
                <button
                  type="button"
                  className={iconButton}
                  disabled={index === 0}
                  aria-label={fill(text.up, { name })}
                  onClick={() => change({ slides: moveSlide(slides, index, -1) })}
                >
                  <ChevronUpIcon />
                </button>
                <button
                  type="button"
                  className={iconButton}
                  disabled={index === slides.length - 1}
                  aria-label={fill(text.down, { name })}
                  onClick={() => change({ slides: moveSlide(slides, index, 1) })}
                >
                  <ChevronDownIcon />
                </button>
                <button
                  type="button"
                  className={iconButton}
                  aria-label={fill(text.remove, { name })}
                  onClick={() => change({ slides: slides.filter((_, i) => i !== index) })}
                >
                  <XIcon />
                </button>
              </div>
              <div className="grid gap-3 md:grid-cols-2">
                <TextField
                  label={text.slideTitle}
                  value={slide.title}
                  onValueChange={(title) => set(index, { title })}
                  error={issue('title')}
                  maxLength={80}
                />
                <TextField
                  label={text.link}
                  value={slide.link}
                  onValueChange={(link) => set(index, { link })}
                  hint={text.linkHint}
                  error={issue('link')}
                  maxLength={300}
                  spellCheck={false}
                />
              </div>
              <ImageField
                label={text.image}
                hint=""
                value={slide.image}
                onChange={(image) => set(index, { image })}
                error={issue('image')}
              />
              <Check
                label={text.active}
                accessibleName={`${text.active}: ${name}`}
                checked={slide.active === '1'}
                onChange={(on) => set(index, { active: on ? '1' : '0' })}
              />
            </li>
          );
        })}
      </ol>
      {issues?.slides ? <p className="text-base font-bold text-brand-700">{issues.slides}</p> : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          disabled={slides.length >= slidesLimit}
          onClick={() => change({ slides: [...slides, newSlide()] })}
        >
          <PlusIcon />
          {text.add}
        </Button>
        {slides.length >= slidesLimit ? (
          <p className="text-base text-ink-700">{fill(text.full, { max: slidesLimit })}</p>
        ) : null}
      </div>
    </FieldCard>
  );
}
