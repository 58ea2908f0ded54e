import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { createNativePushSender, nativePushKind } from './native-push.ts';

const notification = { title: 'Pedido #1: aceito pela loja', body: 'ok', tag: 'pedido-1', url: '/orders/1' };

describe('native pushes', () => {
  it('tells an APNs device token from an FCM registration token', () => {
    expect(nativePushKind('a'.repeat(64))).toBe('apns');
    expect(nativePushKind('0F'.repeat(32))).toBe('apns');
    expect(nativePushKind('dQw4w9WgXcQ:APA91bHun4MxP5egoKMwt2KZFBaFUH')).toBe('fcm');
    expect(nativePushKind('a'.repeat(63))).toBe('fcm');
  });

  it('skips and logs a push to a provider without credentials, never throwing', async () => {
    const warn = vi.fn();
    const { send } = await createNativePushSender({ fcm: null, apns: null }, { warn } as unknown as FastifyBaseLogger);
    await expect(send({ pushId: 'token:APA91b', profileId: 200 }, notification, { ttlSeconds: 60 })).resolves.toBe(
      'skipped',
    );
    await expect(send({ pushId: 'b'.repeat(64), profileId: 200 }, notification, { ttlSeconds: 60 })).resolves.toBe(
      'skipped',
    );
    expect(warn.mock.calls.map(([, message]) => message)).toEqual([
      'native push skipped: FCM_SERVICE_ACCOUNT is not set',
      'native push skipped: APNs is not configured',
    ]);
  });
});
