import type { TScheduleSlot } from '@delivery/contract/checkout';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/select-field.tsx';
import type { When } from '../defaults.ts';
import { CheckoutSection, ChoiceCard } from './choice-card.tsx';

type WhenSectionProps = {
  nowAvailable: boolean;
  slots: TScheduleSlot[];
  estimate: { min: number; max: number };
  pickup: boolean;
  value: When;
  onMode: (mode: 'now' | 'schedule') => void;
  onSlot: (scheduleId: string) => void;
};

/** 'Agora' while the shop takes orders, or a half-hour slot of today or tomorrow. */
export function WhenSection({ nowAvailable, slots, estimate, pickup, value, onMode, onSlot }: WhenSectionProps) {
  const { t } = useTranslation();
  return (
    <CheckoutSection title={t('checkout.when.title')}>
      <div className="space-y-2.5" role="radiogroup" aria-label={t('checkout.when.title')}>
        <ChoiceCard
          name="when"
          checked={value.mode === 'now'}
          disabled={!nowAvailable}
          onSelect={() => onMode('now')}
          title={t('checkout.when.now')}
          detail={
            nowAvailable
              ? t(pickup ? 'checkout.when.nowPickup' : 'checkout.when.nowDelivery', estimate)
              : t('checkout.when.closedNow')
          }
        />
        <ChoiceCard
          name="when"
          checked={value.mode === 'schedule'}
          disabled={slots.length === 0}
          onSelect={() => onMode('schedule')}
          title={t('checkout.when.schedule')}
          detail={slots.length === 0 ? t('checkout.when.noSlots') : t('checkout.when.scheduleDetail')}
        >
          <SelectField
            label={t('checkout.when.slot')}
            placeholder={t('checkout.when.slotPlaceholder')}
            value={value.mode === 'schedule' ? (value.scheduleId ?? '') : ''}
            onValueChange={(id) => id && onSlot(id)}
          >
            {slots.map((slot) => (
              <option key={slot.schedule_id} value={slot.schedule_id}>
                {slot.label}
              </option>
            ))}
          </SelectField>
        </ChoiceCard>
      </div>
    </CheckoutSection>
  );
}
