import path from 'node:path';
import { z } from 'zod';
import { limits } from '@delivery/contract/constants';
import { hostNamePattern as hostName } from '@delivery/contract/platform';
import { passwordCosts, type PasswordCost } from './lib/passwords.ts';

const ZConfig = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000).describe('the HTTP port'),
  HOST: z.string().default('0.0.0.0').describe('the address to listen on'),
  DATA_DIR: z
    .string()
    .default('./data')
    .describe(
      "PGlite's folder when `DATABASE_URL` is unset (made on first start; one process at a time); product photos go to its `media/` unless `S3_BUCKET` is set",
    ),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/ })
    .optional()
    .describe('`postgres://…` of a real PostgreSQL; unset, the embedded PGlite of `DATA_DIR` is used'),
  DATABASE_POOL_SIZE: z.coerce
    .number()
    .int()
    .min(1)
    .max(200)
    .default(10)
    .describe("connections in each process's `pg` pool"),
  DATABASE_DIRECT_URL: z
    .url({ protocol: /^postgres(ql)?$/ })
    .optional()
    .describe(
      "PostgreSQL itself when `DATABASE_URL` is a pooler's (PgBouncer): LISTEN and migrations need a session of their own",
    ),
  DATABASE_PREPARED_STATEMENTS: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1')
    .describe(
      '`false` sends every statement unnamed, for a pooler in transaction mode that keeps no prepared statements (PgBouncer before 1.21, or without `max_prepared_statements`)',
    ),
  APP_ENV: z
    .enum(['sandbox', 'production'])
    .default('production')
    .describe(
      "`sandbox` or `production`: sandbox adds the test area under `/dev` (outbox, test PSP) and the apps show 'Sandbox (Apenas teste)'",
    ),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info')
    .describe("pino's level (`silent` … `trace`); logs are JSON, one line each on a terminal"),
  WEB_DIST: z
    .string()
    .default(path.resolve(import.meta.dirname, '../../web/dist'))
    .describe('the built customer app the server hands out; a missing folder means the API only'),
  MERCHANT_DIST: z
    .string()
    .default(path.resolve(import.meta.dirname, '../../merchant/dist'))
    .describe('the built merchant panel, served under `/painel/`; a missing folder means no panel'),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1_048_576)
    .describe('the largest request body taken; a larger one gets HTTP 413'),
  SHUTDOWN_DRAIN_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(120_000)
    .default(0)
    .describe(
      'on SIGTERM, how long `/ready` answers 503 before the server stops taking connections: the time a load balancer needs to notice (a few seconds behind Kubernetes)',
    ),
  SHUTDOWN_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(1_000)
    .max(300_000)
    .default(10_000)
    .describe(
      'on SIGTERM, the most the whole shutdown may take (draining, requests in flight, pools) before the process exits anyway',
    ),
  OTEL_EXPORTER_OTLP_ENDPOINT: z
    .url({ protocol: /^https?$/ })
    .optional()
    .describe('an OTLP/HTTP collector (e.g. `http://collector:4318`) to send traces to; unset, none are made'),
  OTEL_SERVICE_NAME: z.string().min(1).default('delivery-api').describe('the service name the traces carry'),
  METRICS_TOKEN: z
    .string()
    .min(16)
    .optional()
    .describe(
      'the bearer token (16 characters or more) a Prometheus scraper sends to `/metrics`; unset, there is no `/metrics`',
    ),
  TENANT_CACHE_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(30_000)
    .describe(
      'how long a resolved host → profile stays in process memory (a public read is replayed for at most the lesser of this and 1 s, decision 0018)',
    ),
  SEED_DEMO: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1')
    .describe('load the demo data on start when the database has no profile yet'),
  DEMO_ALWAYS_OPEN: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1')
    .describe(
      'the demo shops open around the clock (the paused one stays paused), for browser journeys and benchmarks whose outcome must not depend on the hour they run at',
    ),
  PASSWORD_HASH_COST: z
    .enum(Object.keys(passwordCosts) as [PasswordCost, ...PasswordCost[]])
    .default('owasp')
    .describe(
      "scrypt's cost for the passwords it hashes: `owasp` (N=2^15, r=8, p=3, OWASP's minimum) or `light` (N=2^10, p=1), a hundredth of it, which only a sandbox takes, for tests and browser journeys (decision 0078)",
    ),
  APP_SECRET: z
    .string()
    .min(32)
    .optional()
    .describe(
      'keys the hashes of one-time codes (32 characters or more); unset, a random key the server keeps in its database',
    ),
  REDIS_URL: z
    .url({ protocol: /^rediss?$/ })
    .optional()
    .describe(
      "`redis://` or `rediss://`: the rate limits' counters, shared by every API process; unset, each process counts in its own memory",
    ),
  SMTP_URL: z
    .url({ protocol: /^smtps?$/ })
    .optional()
    .describe(
      'outgoing mail (nodemailer), e.g. `smtps://user:pass@smtp.example.com:465`; unset, a call that sends mail answers `error_type` 13 in production (sandbox keeps it in the outbox)',
    ),
  MAIL_FROM: z.string().default('Pede Já <nao-responda@pedeja.local>').describe('the sender of every mail'),
  SMS_API_URL: z
    .url()
    .optional()
    .describe(
      'SMS and voice calls through one HTTP adapter: `POST` JSON `{to, message, channel}`; unset, a call that sends one answers `error_type` 13 in production (sandbox keeps it in the outbox)',
    ),
  SMS_API_KEY: z.string().optional().describe('the bearer key sent to `SMS_API_URL`'),
  SMS_PROVIDER: z
    .enum(['http', 'zenvia'])
    .default('http')
    .describe(
      "who sends SMS: `http`, the adapter of `SMS_API_URL`; `zenvia`, Zenvia's own API (`ZENVIA_*`; voice calls stay with `SMS_API_URL`)",
    ),
  WHATSAPP_GRAPH_URL: z
    .url()
    .optional()
    .describe(
      "Meta's Graph API for WhatsApp's Cloud API (`https://graph.facebook.com`, the default in production); unset in sandbox, the stand-in at `/dev/whatsapp` of this API",
    ),
  ZENVIA_API_URL: z
    .url()
    .default('https://api.zenvia.com')
    .describe("Zenvia's API; the sandbox's stand-in answers at `/dev/zenvia` of the API itself"),
  ZENVIA_API_TOKEN: z.string().optional().describe('the token of the Zenvia account, sent as `X-API-TOKEN`'),
  ZENVIA_FROM: z.string().optional().describe('the sender id Zenvia gave the account, sent as `from`'),
  GOOGLE_JWKS_URL: z
    .url()
    .default('https://www.googleapis.com/oauth2/v3/certs')
    .describe("Google's signing keys, which check the ID token of a sign-in with Google"),
  FACEBOOK_GRAPH_URL: z
    .url()
    .default('https://graph.facebook.com/v21.0')
    .describe("Facebook's Graph API, which checks the access token of a sign-in with Facebook"),
  CEP_API_URL: z
    .url()
    .default('https://viacep.com.br/ws')
    .describe("CEP lookups, in ViaCEP's format: `GET {url}/{cep}/json/`"),
  GEOCODER_URL: z
    .url()
    .default('https://nominatim.openstreetmap.org')
    .describe("geocoding (the GEOCODE address mode), in Nominatim's format: `GET {url}/search?format=jsonv2&q=…`"),
  PIX_CHARGE_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(86_400)
    .default(900)
    .describe(
      "how long a Pix charge of a shop's payment provider can be paid; the order is cancelled after (decision 0024)",
    ),
  PIX_RECHECK_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(60)
    .describe(
      "an unpaid Pix order's page asks the provider about its charge (GET cob) at most this often, in case the webhook was lost",
    ),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/ })
    .optional()
    .describe(
      "where payment providers reach this API (`https://api.example.com.br`): the Pix webhook is registered with a shop's provider at its first charge; unset, an operator registers it, and sandbox uses this server's own address",
    ),
  SECRETS_KEY: z
    .string()
    .refine((value) => /^[A-Za-z0-9+/_-]+={0,2}$/.test(value) && Buffer.from(value, 'base64').length === 32, {
      message: '32 bytes in base64 (openssl rand -base64 32)',
    })
    .transform((value) => Buffer.from(value, 'base64'))
    .optional()
    .describe(
      "seals the secrets owners save in the panel (a Pix provider's client secret, key, PKCS#12 and passphrase) with AES-256-GCM: 32 bytes in base64; unset, sandbox keeps a key in the database and production refuses to save such secrets (decision 0037)",
    ),
  CARD_RECHECK_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(60)
    .describe(
      'a card payment left pending (a 3-D Secure challenge, a review) is asked about at the gateway this often in case its notification was lost; after 20 minutes it is given up (decision 0084)',
    ),
  MERCADOPAGO_CLIENT_ID: z
    .string()
    .trim()
    .min(1)
    .optional()
    .describe(
      "the platform's Mercado Pago application (its App ID), which shops connect their accounts to for card payments in the app (decision 0084); unset: sandbox uses its stand-in's, production offers no card payments",
    ),
  MERCADOPAGO_CLIENT_SECRET: z
    .string()
    .trim()
    .min(1)
    .optional()
    .describe("that application's client secret, which exchanges a shop's authorization for its tokens"),
  MERCADOPAGO_WEBHOOK_SECRET: z
    .string()
    .trim()
    .min(16)
    .optional()
    .describe(
      "the secret signature of that application's notifications (`x-signature`); unset: sandbox uses its stand-in's, production refuses every notification",
    ),
  MERCADOPAGO_API_URL: z
    .url({ protocol: /^https?$/ })
    .optional()
    .describe(
      "Mercado Pago's API (`https://api.mercadopago.com`); unset, sandbox uses its stand-in at /dev/mercadopago",
    ),
  MERCADOPAGO_AUTH_URL: z
    .url({ protocol: /^https?$/ })
    .optional()
    .describe(
      "where a shop's owner authorizes the application (`https://auth.mercadopago.com.br`); unset, sandbox uses its stand-in",
    ),
  MERCADOPAGO_SCRIPT_URL: z
    .url({ protocol: /^https?$/ })
    .optional()
    .describe(
      "MercadoPago.js, which tokenizes cards in the customer's browser (`https://sdk.mercadopago.com/js/v2`); unset, sandbox serves its stand-in",
    ),
  OUTBOUND_PRIVATE_ADDRESSES: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1'))
    .describe(
      "`true` lets the addresses others give (Open Delivery's webhooks and menus, Pix providers, push endpoints) be private ones: this machine, its networks, a cloud's metadata service; unset, only in sandbox (decision 0059)",
    ),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens')
    .optional()
    .describe(
      'an S3-compatible bucket for product photos, whose policy lets anyone read `shops/*`; unset, they go to `DATA_DIR/media`, served at `/media/` (decision 0033). The other `S3_` variables only mean something with it',
    ),
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/ })
    .optional()
    .describe("the store's API for anything but Amazon S3 (MinIO, R2, Spaces), addressed path-style"),
  S3_REGION: z.string().min(1).default('us-east-1').describe("the bucket's region (`auto` for R2)"),
  S3_ACCESS_KEY_ID: z
    .string()
    .min(1)
    .optional()
    .describe(
      "the bucket's access key, with `S3_SECRET_ACCESS_KEY` (both or neither); neither uses the AWS SDK's own chain (an instance role, `AWS_*` variables)",
    ),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional().describe('the secret of `S3_ACCESS_KEY_ID`'),
  S3_PUBLIC_URL: z
    .url({ protocol: /^https?$/ })
    .transform((url) => url.replace(/\/+$/, ''))
    .optional()
    .describe(
      "required with `S3_BUCKET`: where browsers read its objects (its public address or a CDN; https for the customer app's pages); a photo's URL is this + `/shops/<shop_id>/<hash>.webp`",
    ),
  CASHBACK_DAYS: z.coerce
    .number()
    .int()
    .min(1)
    .max(3650)
    .default(90)
    .describe('days a cashback earning can be spent before it expires, at a shop that set no days of its own'),
  SESSION_DAYS: z.coerce
    .number()
    .int()
    .min(1)
    .max(3650)
    .default(180)
    .describe("days a customer's session lasts (a staff session lasts 30)"),
  STREAMS_PER_CUSTOMER: z.coerce
    .number()
    .int()
    .min(1)
    .default(5)
    .describe(
      'order status streams a customer may hold open on one process; beyond, a 429 with `error_type` 6 (decision 0020)',
    ),
  STREAMS_PER_PROCESS: z.coerce
    .number()
    .int()
    .min(1)
    .default(2000)
    .describe(
      'order status streams a process holds open at most, and merchant boards likewise; beyond, a 429 with `error_type` 6',
    ),
  BOARD_STREAMS_PER_STAFF: z.coerce
    .number()
    .int()
    .min(1)
    .default(5)
    .describe('merchant boards a staff member may hold open on one process (the counter, the kitchen, a phone…)'),
  STREAM_HEARTBEAT_MS: z.coerce
    .number()
    .int()
    .min(10)
    .default(20_000)
    .describe(
      "a heartbeat on every open stream this often (a comment line on an order's, a 'ping' event on a board's, whose panel takes 2.5 missed beats for a dead stream), which keeps proxies from closing an idle one; each beat also ends the streams whose session has ended",
    ),
  JOBS_POLL_MS: z.coerce
    .number()
    .int()
    .min(500)
    .default(2000)
    .describe(
      "how often each job worker asks the database for jobs that are due (pg-boss's polling; 500 or more): a timed job runs at most this late (decision 0027)",
    ),
  JOBS_RETRY_DELAY_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(30)
    .describe("a failed job's first retry waits this long, doubled (with jitter) at each further failure"),
  JOBS_STOP_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(8000)
    .describe('on shutdown, how long the jobs still running may take to finish before they are left to a retry'),
  ACCEPT_TIMEOUT_SWEEP_MS: z.coerce
    .number()
    .int()
    .min(500)
    .default(5000)
    .describe('how often the orders their shop did not accept in time are looked for and cancelled (decision 0028)'),
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^B[A-Za-z0-9_-]{86}$/, 'an uncompressed P-256 public key, 65 bytes in base64url')
    .optional()
    .describe(
      'the public half of the VAPID key pair Web Push is signed with (base64url, as `npx web-push generate-vapid-keys` prints it), both halves or neither; unset, the first process generates a pair and keeps it in the database (decision 0031)',
    ),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'a P-256 private key, 32 bytes in base64url')
    .optional()
    .describe('the private half of the VAPID key pair'),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'a mailto: or https: URL')
    .optional()
    .describe(
      "the `mailto:` or `https:` URL push services may write to about this server's pushes; unset, the address of `MAIL_FROM`",
    ),
  FCM_SERVICE_ACCOUNT: z
    .string()
    .min(1)
    .optional()
    .describe(
      "the path of the Firebase project's service-account JSON (Firebase console › Project settings › Service accounts), for pushes to the Android apps; unset, those are skipped and logged (decision 0044)",
    ),
  FCM_API_URL: z
    .url({ protocol: /^https?$/ })
    .default('https://fcm.googleapis.com')
    .describe("FCM's HTTP v1 API (a test's loopback stand-in replaces it)"),
  APNS_KEY_FILE: z
    .string()
    .min(1)
    .optional()
    .describe(
      "the team's APNs `.p8` key file (Apple Developer › Keys), for pushes to the iOS apps, with `APNS_KEY_ID` and `APNS_TEAM_ID` (all three or none); unset, those pushes are skipped and logged",
    ),
  APNS_KEY_ID: z
    .string()
    .regex(/^[A-Z0-9]{10}$/, 'the 10-character key id')
    .optional()
    .describe('the 10-character id of the APNs key'),
  APNS_TEAM_ID: z
    .string()
    .regex(/^[A-Z0-9]{10}$/, 'the 10-character team id')
    .optional()
    .describe('the 10-character id of the Apple Developer team'),
  APNS_TOPICS: z
    .string()
    .regex(/^\d+=[A-Za-z0-9.-]+(,\d+=[A-Za-z0-9.-]+)*$/, 'expected profile_id=bundle.id, comma-separated')
    .transform(
      (value) =>
        new Map(
          value.split(',').map((pair) => {
            const [profileId = '', topic = ''] = pair.split('=');
            return [Number(profileId), topic] as const;
          }),
        ),
    )
    .default(new Map())
    .describe("each profile's iOS app, the topic of its pushes: `200=br.com.pedeja.app,201=br.com.bellanapoli.app`"),
  APNS_URL: z
    .url({ protocol: /^https?$/ })
    .default('https://api.push.apple.com')
    .describe('APNs: production, or `https://api.sandbox.push.apple.com` for apps signed for development'),
  ANDROID_APP_LINKS: z
    .string()
    .regex(
      /^\d+=[A-Za-z0-9_.]+\/[0-9A-F]{2}(:[0-9A-F]{2}){31}(;[0-9A-F]{2}(:[0-9A-F]{2}){31})*(,\d+=[A-Za-z0-9_.]+\/[0-9A-F]{2}(:[0-9A-F]{2}){31}(;[0-9A-F]{2}(:[0-9A-F]{2}){31})*)*$/,
      'expected profile_id=package/SHA-256 fingerprint(;fingerprint…), comma-separated',
    )
    .transform(
      (value) =>
        new Map(
          value.split(',').map((entry) => {
            const [profileId = '', app = ''] = entry.split('=');
            const [name = '', fingerprints = ''] = app.split('/');
            return [Number(profileId), { package: name, fingerprints: fingerprints.split(';') }] as const;
          }),
        ),
    )
    .default(new Map())
    .describe(
      "each profile's Android app, for its App Links (`/.well-known/assetlinks.json`): the package and the SHA-256 fingerprints of its signing keys (upload and Play's), as `profile_id=package/AA:BB:…;CC:DD:…`, comma-separated profiles",
    ),
  IOS_APP_LINKS: z
    .string()
    .regex(
      /^\d+=[A-Z0-9]{10}\.[A-Za-z0-9.-]+(,\d+=[A-Z0-9]{10}\.[A-Za-z0-9.-]+)*$/,
      'expected profile_id=TEAMID.bundle.id, comma-separated',
    )
    .transform(
      (value) =>
        new Map(
          value.split(',').map((entry) => {
            const [profileId = '', appId = ''] = entry.split('=');
            return [Number(profileId), appId] as const;
          }),
        ),
    )
    .default(new Map())
    .describe(
      "each profile's iOS app, for its universal links (`/.well-known/apple-app-site-association`): `profile_id=TEAMID.bundle.id`, comma-separated",
    ),
  LOGIN_ATTEMPTS_PER_IDENTIFIER: z.coerce
    .number()
    .int()
    .min(1)
    .default(10)
    .describe(
      'failed sign-ins naming one identifier in 15 minutes (a session check never counts); beyond, a 429 with `error_type` 6, as for every limit below (decision 0019)',
    ),
  LOGIN_ATTEMPTS_PER_IP: z.coerce
    .number()
    .int()
    .min(1)
    .default(50)
    .describe('failed sign-ins from one IP in 15 minutes'),
  SIGNUPS_PER_IP: z.coerce
    .number()
    .int()
    .min(1)
    .default(20)
    .describe('sign-ups from one IP in 15 minutes: each plain sign-up hashes a password (about 75 ms of CPU)'),
  SIGNUPS_PER_IDENTIFIER: z.coerce
    .number()
    .int()
    .min(1)
    .default(10)
    .describe(
      'sign-up tries naming one e-mail, CPF or phone in 15 minutes: each answer tells whether the e-mail or CPF is taken',
    ),
  CEP_LOOKUPS_PER_IP_PER_MINUTE: z.coerce
    .number()
    .int()
    .min(1)
    .default(30)
    .describe('CEP lookups per IP in a minute: each asks a provider that limits us'),
  GEOCODED_SAVES_PER_IP_PER_MINUTE: z.coerce
    .number()
    .int()
    .min(1)
    .default(10)
    .describe('geocoded address saves per IP in a minute: each asks a provider that limits us'),
  CONTACT_MESSAGES_PER_HOUR: z.coerce
    .number()
    .int()
    .min(1)
    .default(5)
    .describe(
      "messages of the contact page per IP, and per signed-in customer, in an hour: each is a mail to a shop's staff",
    ),
  CODE_SENDS_PER_IP_PER_HOUR: z.coerce
    .number()
    .int()
    .min(1)
    .default(30)
    .describe(
      "codes sent (SMS, e-mail, voice) per IP in an hour: a ceiling above the per-device and per-destination limits, since a carrier's NAT puts many customers behind one address",
    ),
  CODE_SENDS_PER_DEVICE_PER_HOUR: z.coerce
    .number()
    .int()
    .min(1)
    .default(5)
    .describe('codes sent per device (the X-Device-Id the apps send) in an hour'),
  CODE_SENDS_PER_DESTINATION_PER_HOUR: z.coerce
    .number()
    .int()
    .min(1)
    .default(5)
    .describe('codes sent to one phone or e-mail in an hour, besides one a minute (CODE_RESEND_SECONDS)'),
  CODE_RESEND_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(limits.codeResendSeconds)
    .describe(
      "seconds before another code goes to the same phone or e-mail (the spec's one a minute); shorter only for the journeys' server",
    ),
  CHECK_ANSWERS: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1')
    .describe(
      'check every answer against its schema before sending it (tests and journeys set it): an answer that breaks the contract becomes a 500; production trusts the compiled serializers',
    ),
  CORS_ORIGINS: z
    .string()
    .default('capacitor://localhost,https://localhost')
    .transform((value) => (value.trim() === 'none' ? [] : value.split(',').map((origin) => origin.trim())))
    .pipe(
      z.array(z.string().regex(/^[a-z][a-z0-9+.-]*:\/\/[^/\s]+$/, 'origins as scheme://host[:port], comma-separated')),
    )
    .describe(
      "the origins (comma-separated, or `none`) whose pages may call this API: the native apps', `capacitor://localhost` on iOS and `https://localhost` on Android (decision 0044); no other origin gets a CORS header",
    ),
  PLATFORM_HOST: z
    .string()
    .trim()
    .toLowerCase()
    .regex(hostName, 'a host name, without scheme or port')
    .optional()
    .describe(
      "the host name of the platform's own console, where its administrators create and run tenants (decision 0082); never a tenant's. Unset: the console answers nowhere",
    ),
  PLATFORM_DOMAIN: z
    .string()
    .trim()
    .toLowerCase()
    .regex(hostName, 'a domain name, without scheme or port')
    .optional()
    .describe(
      "the platform's own domain: a tenant's host one label under it (`pizzaria.<domain>`) is served at once, with no DNS check (decision 0083), as its wildcard record and certificate are the platform's. Unset: every tenant's host is verified by its DNS",
    ),
  DNS_SERVERS: z
    .string()
    .regex(/^\s*[\d.:[\]a-f]+\s*(,\s*[\d.:[\]a-f]+\s*)*$/i, 'name servers as IP[:port], comma-separated')
    .optional()
    .describe(
      "the name servers asked for a custom domain's verification record (comma-separated IP[:port]); unset: the system's. The sandbox asks its own (/dev/dns) instead",
    ),
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1')
    .describe("behind a reverse proxy, trust its `X-Forwarded-*` headers (Fastify's `trustProxy`)"),
});

/** What no single variable's schema can say. */
const ZCheckedConfig = ZConfig.superRefine((config, ctx) => {
  // A password hashed cheaply is a password guessed cheaply once the database leaks.
  if (config.PASSWORD_HASH_COST === 'light' && config.APP_ENV !== 'sandbox') {
    ctx.addIssue({ code: 'custom', path: ['PASSWORD_HASH_COST'], message: '`light` is for a sandbox only' });
  }
  // Half a key pair would sign with a key whose other half the browsers never got.
  if (Boolean(config.VAPID_PUBLIC_KEY) !== Boolean(config.VAPID_PRIVATE_KEY)) {
    const missing = config.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY';
    ctx.addIssue({ code: 'custom', path: [missing], message: 'set both VAPID keys, or neither' });
  }
  // Half of APNs's credentials signs nothing Apple accepts.
  const apns = ['APNS_KEY_FILE', 'APNS_KEY_ID', 'APNS_TEAM_ID'] as const;
  if (apns.some((name) => config[name]) && !apns.every((name) => config[name])) {
    for (const name of apns.filter((n) => !config[n])) {
      ctx.addIssue({
        code: 'custom',
        path: [name],
        message: 'set APNS_KEY_FILE, APNS_KEY_ID and APNS_TEAM_ID together',
      });
    }
  }
  if (Boolean(config.S3_ACCESS_KEY_ID) !== Boolean(config.S3_SECRET_ACCESS_KEY)) {
    const missing = config.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
    ctx.addIssue({ code: 'custom', path: [missing], message: 'set both S3 keys, or neither' });
  }
  if (config.S3_BUCKET && !config.S3_PUBLIC_URL) {
    ctx.addIssue({
      code: 'custom',
      path: ['S3_PUBLIC_URL'],
      message: 'required with S3_BUCKET: where browsers read its objects',
    });
  }
  // An S3 setting without its bucket would leave photos in the data folder without a word.
  const strayS3 = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PUBLIC_URL'] as const;
  for (const name of strayS3.filter((n) => config[n] && !config.S3_BUCKET)) {
    ctx.addIssue({ code: 'custom', path: [name], message: 'set S3_BUCKET too, or unset this' });
  }
});

export type Config = z.infer<typeof ZConfig>;

/** Every variable the API reads: deployment files are checked against it (deploy/manifests.test.ts). */
export const configNames: readonly string[] = Object.keys(ZConfig.shape);

export type ConfigVariable = { name: string; meaning: string | undefined; whenUnset: unknown };

/**
 * Every variable with its meaning (its `.describe()`) and what the server takes when it is unset,
 * parsed as the server parses it: the README's configuration table is made from this
 * (scripts/readme-tables.ts), so the table cannot drift from the code.
 */
export function configVariables(): ConfigVariable[] {
  const unset: Record<string, unknown> = ZConfig.parse({});
  return Object.entries(ZConfig.shape).map(([name, schema]) => ({
    name,
    meaning: schema.description,
    whenUnset: unset[name],
  }));
}

/** Parses the environment; on failure names every bad variable at once. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = ZCheckedConfig.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
