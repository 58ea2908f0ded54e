import dgram from 'node:dgram';
import dnsPacket from 'dns-packet';
import type { FastifyInstance } from 'fastify';
import { createTxtLookup, type TxtLookup } from '../../providers/dns-records.ts';
import { txtRecordsOf } from './service.ts';

/** Long enough for nothing; short, so a record removed at /dev/dns is gone from any cache at once. */
const TTL_SECONDS = 1;

/**
 * The sandbox's name server: DNS over UDP on a port of loopback, answering TXT questions from the
 * records published at /dev/dns (other types and unknown names get no answer). Each process runs
 * its own, and the lookups of this process ask it, through the same resolver production uses
 * (providers/dns-records.ts); the records are in the database, so every process answers alike.
 */
export async function startSandboxNameServer(app: FastifyInstance): Promise<TxtLookup> {
  const socket = dgram.createSocket('udp4');
  socket.on('message', (message, peer) => {
    void answer(app, message).then(
      (reply) => {
        if (reply) socket.send(reply, peer.port, peer.address);
      },
      (err: unknown) => app.log.warn({ err }, 'sandbox name server: no answer sent'),
    );
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  app.addHook('onClose', (_app, done) => socket.close(() => done()));
  return createTxtLookup([`127.0.0.1:${socket.address().port}`]);
}

async function answer(app: FastifyInstance, message: Buffer): Promise<Buffer | null> {
  let query: dnsPacket.Packet;
  try {
    query = dnsPacket.decode(message);
  } catch {
    return null;
  }
  const answers: dnsPacket.Answer[] = [];
  for (const question of query.questions ?? []) {
    if (question.type !== 'TXT') continue;
    for (const value of await txtRecordsOf(app.db, question.name)) {
      answers.push({ type: 'TXT', name: question.name, ttl: TTL_SECONDS, data: value });
    }
  }
  return dnsPacket.encode({
    type: 'response',
    id: query.id ?? 0,
    flags: dnsPacket.AUTHORITATIVE_ANSWER | dnsPacket.RECURSION_DESIRED | dnsPacket.RECURSION_AVAILABLE,
    questions: query.questions ?? [],
    answers,
  });
}
