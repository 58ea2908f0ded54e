import { useMutation } from '@tanstack/react-query';
import { contactCalls } from '@delivery/contract/calls/contact';
import { expectSuccess } from '@delivery/client/api-error';
import { call } from '../../../lib/api-client.ts';
import type { MessageForm } from '../message-rules.ts';

/** Sends the contact page's message; resolves with the server's confirmation. */
export function useSendContactMessage(token: string | null, shopId: number | null) {
  return useMutation({
    mutationFn: async (form: MessageForm) => {
      const answer = expectSuccess(
        await call(contactCalls.sendContactMessage, {
          ...(token ? { token } : {}),
          ...(shopId !== null ? { shop_id: shopId } : {}),
          name: form.name.trim(),
          reply_to: form.replyTo.trim(),
          message: form.message.trim(),
        }),
      );
      return answer.message;
    },
  });
}
