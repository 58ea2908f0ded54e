import { pushCalls } from '@delivery/contract/calls/push';
import { envelope } from '@delivery/contract/envelope';
import { ErrorType } from '@delivery/contract/errors';
import { apiMessages } from '@delivery/contract/messages';
import type { FastifyInstance } from 'fastify';
import { allowsPrivateAddresses } from '../../http/outbound.ts';
import { register } from '../../http/register.ts';
import { readToken } from '../sessions/service.ts';
import { staffSessionKey } from '../staff/service.ts';
import { subscribeStaffDevice, unsubscribeStaffDevice } from './service.ts';

export async function pushRoutes(app: FastifyInstance): Promise<void> {
  await register(app, pushCalls.pushPublicKey, () => ({
    ...envelope(ErrorType.OK, apiMessages.ok),
    public_key: app.push.publicKey,
  }));

  await register(app, pushCalls.staffPushSubscribe, async (input, request) => {
    // The signed-in hook has read this same token: the device stays tied to its session.
    const sessionHash = staffSessionKey(readToken(request) ?? '');
    await subscribeStaffDevice(app.db, request.staff, sessionHash, input, request.headers['user-agent'] ?? '', {
      allowPrivate: allowsPrivateAddresses(app.config),
    });
    return envelope(ErrorType.OK, apiMessages.pushSubscribed);
  });

  await register(app, pushCalls.staffPushUnsubscribe, async (input, request) => {
    await unsubscribeStaffDevice(app.db, request.staff, input.endpoint);
    return envelope(ErrorType.OK, apiMessages.pushUnsubscribed);
  });
}
