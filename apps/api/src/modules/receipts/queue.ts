/** One job per receipt, keyed by its order and moment: a retry or a second move sends none twice. */
export const RECEIPT_QUEUE = 'order_receipts';

/** When a receipt goes: the order was placed, or the customer has it (delivered or picked up). */
export type ReceiptMoment = 'placed' | 'completed';

/** What a receipt's job carries: the worker reads the order as it then stands. */
export type ReceiptJob = { order_id: number; moment: ReceiptMoment };
