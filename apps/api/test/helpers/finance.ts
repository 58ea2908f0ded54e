/**
 * A commission plan as an operator saves it: 10% of a delivered order's products (5% picked up, 8%
 * through Open Delivery), 2,5% more paid in the app, R$ 0,99 an order and R$ 49,90 a month, the
 * card gateway's fee borne by the shop.
 */
export const tenPercentPlan = {
  delivery_percent: 10,
  pickup_percent: 5,
  open_delivery_percent: 8,
  app_payment_percent: 2.5,
  on_delivery_payment_percent: 0,
  order_fee: 0.99,
  monthly_fee: 49.9,
  gateway_fee_payer: 'shop',
};
