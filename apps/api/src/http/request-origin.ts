import type { FastifyRequest } from 'fastify';

/**
 * The origin the request reached, as its tenant's apps are served there: links in e-mails and the
 * tables' QR codes open the app on the host that made them (behind a proxy, as TRUST_PROXY reads it).
 */
export const requestOrigin = (request: FastifyRequest): string => `${request.protocol}://${request.host}`;
