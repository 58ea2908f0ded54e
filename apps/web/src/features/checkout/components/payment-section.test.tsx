import { render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { TPaymentGroup } from '@delivery/contract/checkout';
import common from '../../../../public/locales/pt-BR/common.json';
import { cardTypesOf, type Payment } from '../order-draft.ts';
import { PaymentSection } from './payment-section.tsx';

const texts = common.checkout.payment;

const groups: TPaymentGroup[] = [
  { group: 'cash', label: 'Dinheiro', accepts_change: true, flags: [] },
  {
    group: 'card_on_delivery',
    label: 'Cartão na entrega',
    accepts_change: false,
    flags: [
      { flag_id: 1, name: 'Visa', card_types: ['credit', 'debit'] },
      { flag_id: 2, name: 'Ticket Restaurante', card_types: [] },
    ],
  },
  { group: 'pix', label: 'Pix', accepts_change: false, flags: [] },
];

const cardOnline: TPaymentGroup = {
  group: 'card_online',
  label: 'Cartão de crédito ou débito (pague pelo app)',
  accepts_change: false,
  flags: [{ flag_id: 1, name: 'Visa', card_types: ['credit', 'debit'] }],
};

/** The section as the checkout holds it: the customer's choice kept between renders. */
function Checkout({
  pickup = false,
  totalCents = 4590,
  offered = groups,
}: {
  pickup?: boolean;
  totalCents?: number;
  offered?: TPaymentGroup[];
}) {
  const [payment, setPayment] = useState<Payment>({ method: null, changeFor: '', cardFlagId: null, cardType: null });
  return (
    <PaymentSection
      groups={offered}
      pickup={pickup}
      value={payment}
      cardTypes={cardTypesOf(groups, payment.cardFlagId)}
      onChange={setPayment}
      totalCents={totalCents}
      cardOnline={<p>formulário do cartão</p>}
    />
  );
}

describe('the checkout payment section', () => {
  it('says Pix is paid now and the rest on delivery, and offers each of the shop’s ways', () => {
    render(<Checkout />);
    expect(screen.getByText(texts.subtitleWithPix)).toBeTruthy();
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    for (const way of ['Dinheiro', 'Cartão na entrega', 'Pix'])
      expect(screen.getByRole('radio', { name: new RegExp(way) })).toBeTruthy();
  });

  it('names the card as paid at the counter when the order is picked up', () => {
    render(<Checkout pickup />);
    expect(screen.getByText(texts.cardPickup)).toBeTruthy();
    expect(screen.queryByText('Cartão na entrega')).toBeNull();
    expect(screen.getByText(texts.subtitlePickupWithPix)).toBeTruthy();
  });

  it('refuses change for less than the total once the customer leaves the field, and takes a larger note', async () => {
    const user = userEvent.setup();
    render(<Checkout totalCents={4590} />);
    await user.click(screen.getByText('Dinheiro'));
    const change = screen.getByLabelText(texts.changeFor);
    await user.type(change, '40');
    expect(screen.queryByText(/O troco deve ser/)).toBeNull();
    await user.tab();
    expect(screen.getByText(texts.changeTooSmall.replace('{{total}}', 'R$ 45,90'))).toBeTruthy();
    await user.clear(change);
    await user.type(change, 'abc');
    expect(screen.getByText(texts.changeInvalid)).toBeTruthy();
    await user.clear(change);
    await user.type(change, '50');
    expect(screen.queryByText(texts.changeInvalid)).toBeNull();
    expect(screen.queryByText(/O troco deve ser/)).toBeNull();
  });

  it('asks for the flag, then credit or debit for a bank card and nothing more for a meal voucher', async () => {
    const user = userEvent.setup();
    render(<Checkout />);
    await user.click(screen.getByText('Cartão na entrega'));
    const flag = screen.getByLabelText(texts.flag);
    await user.click(flag);
    await user.tab();
    expect(screen.getByText(texts.flagRequired)).toBeTruthy();
    expect(screen.queryByText(texts.cardType)).toBeNull();

    await user.selectOptions(flag, 'Visa');
    expect(screen.queryByText(texts.flagRequired)).toBeNull();
    expect(screen.getByText(texts.cardType)).toBeTruthy();
    await user.click(screen.getByLabelText(texts.cardTypes.debit));
    expect((screen.getByLabelText(texts.cardTypes.debit) as HTMLInputElement).checked).toBe(true);

    await user.selectOptions(flag, 'Ticket Restaurante');
    expect(screen.queryByText(texts.cardType)).toBeNull();
  });

  it('offers the card paid in the app first, says it is paid now, and opens its form only when chosen', async () => {
    const user = userEvent.setup();
    render(<Checkout offered={[cardOnline, ...groups]} />);
    expect(screen.getByText(texts.subtitleWithOnline)).toBeTruthy();
    expect(screen.getAllByRole('radio')[0]!.closest('label')!.textContent).toContain(cardOnline.label);
    expect(screen.queryByText('formulário do cartão')).toBeNull();
    await user.click(screen.getByText(cardOnline.label));
    expect(screen.getByText('formulário do cartão')).toBeTruthy();
    expect(screen.getByText(texts.cardOnlineDetail)).toBeTruthy();
  });
});
