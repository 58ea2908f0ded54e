import { readFileSync } from 'node:fs';
import https from 'node:https';
import { rootCertificates } from 'node:tls';

/**
 * Setup of the API test projects: the fake push service (helpers/push-service.ts) speaks https
 * with a certificate of fixtures/pix-tls, which every test process trusts as browsers' push
 * services are trusted by the system's roots. Every process, since on one PostgreSQL any test
 * app may run another file's push job. web-push sends through https's global agent.
 */
const testCa = readFileSync(new URL('../fixtures/pix-tls/ca.crt', import.meta.url), 'utf8');
https.globalAgent = new https.Agent({ ca: [...rootCertificates, testCa], keepAlive: false });
