import { isEmail } from '@delivery/contract/br-documents';
import { contactMessageLimits, isBrPhone } from '@delivery/contract/contact-text';

export type MessageForm = { name: string; replyTo: string; message: string };
export type MessageField = keyof MessageForm;
/** A field's problem, as a key of common.json's `contact.errors`. */
export type MessageProblem = 'name' | 'replyTo' | 'messageShort';

/** What keeps the form from being sent, by field (the API checks the same with the contract's schemas). */
export function messageProblems(form: MessageForm): Partial<Record<MessageField, MessageProblem>> {
  const problems: Partial<Record<MessageField, MessageProblem>> = {};
  if (form.name.trim().length < 2) problems.name = 'name';
  const replyTo = form.replyTo.trim();
  if (!isEmail(replyTo) && !isBrPhone(replyTo)) problems.replyTo = 'replyTo';
  if (form.message.trim().length < contactMessageLimits.messageMin) problems.message = 'messageShort';
  return problems;
}
