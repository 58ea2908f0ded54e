import path from 'node:path';
import { z } from 'zod';

const ZConfig = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** PGlite's folder, used when DATABASE_URL is unset. */
  DATA_DIR: z.string().default('./data'),
  /** A real PostgreSQL; when set, PGlite is not used. */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** PostgreSQL itself when DATABASE_URL is a pooler's: LISTEN and migrations need a session of their own. */
  DATABASE_DIRECT_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  /**
   * false sends every statement unnamed: for a connection pooler in transaction mode that cannot
   * keep prepared statements (PgBouncer before 1.21, or without max_prepared_statements).
   */
  DATABASE_PREPARED_STATEMENTS: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  APP_ENV: z.enum(['sandbox', 'production']).default('production'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The built customer app the server hands out; absent folder means API only. */
  WEB_DIST: z.string().default(path.resolve(import.meta.dirname, '../../web/dist')),
  /** The built merchant panel, served under /painel/; absent folder means no panel. */
  MERCHANT_DIST: z.string().default(path.resolve(import.meta.dirname, '../../merchant/dist')),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  /**
   * On SIGTERM, how long /ready answers 503 before the server stops taking connections: the time
   * a load balancer needs to notice (a few seconds behind Kubernetes; 0 by itself).
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  /** On SIGTERM, the most the whole shutdown may take (draining, requests in flight, pools) before exiting anyway. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(300_000).default(10_000),
  /** An OTLP/HTTP collector (e.g. http://collector:4318) to send traces to; unset, none are made. */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  /** The service name the traces carry. */
  OTEL_SERVICE_NAME: z.string().min(1).default('delivery-api'),
  /** The bearer token a Prometheus scraper sends to /metrics; unset, there is no /metrics. */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** How long a resolved host → profile stays in process memory. */
  TENANT_CACHE_MS: z.coerce.number().int().min(0).default(30_000),
  /** Load the demo data on start when the database has no profile yet. */
  SEED_DEMO: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  /**
   * The demo shops open around the clock (the paused one stays paused), for browser journeys and
   * benchmarks whose outcome must not depend on the hour they run at.
   */
  DEMO_ALWAYS_OPEN: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  /**
   * Demo shops (by slug) loaded with their own acceptance limit, 'cantina-vesuvio=1': the journeys
   * watch an order time out at one shop without the 8 minutes every other shop keeps (decision 0028).
   */
  DEMO_ACCEPT_MINUTES: z
    .string()
    .regex(/^[a-z0-9-]+=\d+(,[a-z0-9-]+=\d+)*$/, 'expected slug=minutes, comma-separated')
    .transform(
      (value) =>
        new Map(
          value.split(',').map((pair) => {
            const [slug = '', minutes] = pair.split('=');
            return [slug, Number(minutes)] as const;
          }),
        ),
    )
    .refine((limits) => [...limits.values()].every((minutes) => minutes >= 1 && minutes <= 1440), {
      message: 'minutes from 1 to 1440, as a shop allows',
    })
    .optional(),
  /** Keys the hashes of one-time codes; unset → a random key the server keeps in its database. */
  APP_SECRET: z.string().min(32).optional(),
  /** Rate-limit counters live here when set (shared by every API process); else in process memory. */
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  /** Outgoing mail (nodemailer), e.g. smtps://user:pass@smtp.example.com:465. */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().default('Pede Já <nao-responda@pedeja.local>'),
  /** SMS and voice calls: one HTTP adapter (POST JSON {to, message, channel}). */
  SMS_API_URL: z.url().optional(),
  SMS_API_KEY: z.string().optional(),
  /** Google's signing keys for ID tokens. */
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  FACEBOOK_GRAPH_URL: z.url().default('https://graph.facebook.com/v21.0'),
  /** CEP lookups, ViaCEP's format: GET {url}/{cep}/json/. */
  CEP_API_URL: z.url().default('https://viacep.com.br/ws'),
  /** Geocoding, Nominatim's format: GET {url}/search?format=jsonv2&q=… (GEOCODE address mode). */
  GEOCODER_URL: z.url().default('https://nominatim.openstreetmap.org'),
  /** How long a Pix charge of a shop's payment provider can be paid; the order is cancelled after. */
  PIX_CHARGE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  /**
   * An unpaid Pix order's page asks the provider about its charge (GET cob) at most this often, in
   * case the webhook was lost.
   */
  PIX_RECHECK_SECONDS: z.coerce.number().int().min(1).default(60),
  /**
   * Where payment providers reach this API (https://api.example.com.br): the Pix webhook is
   * registered with a shop's provider on its first charge. Unset, an operator registers it; in
   * sandbox this server's own address is used.
   */
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * Seals the secrets owners give in the panel (a Pix provider's client secret, key, PKCS#12 and
   * passphrase) with AES-256-GCM: 32 bytes in base64 (`openssl rand -base64 32`). Unset: in
   * sandbox a key the server keeps in its database; in production those secrets cannot be saved
   * (decision 0037). Changing it makes the secrets sealed before unreadable.
   */
  SECRETS_KEY: z
    .string()
    .refine((value) => /^[A-Za-z0-9+/_-]+={0,2}$/.test(value) && Buffer.from(value, 'base64').length === 32, {
      message: '32 bytes in base64 (openssl rand -base64 32)',
    })
    .transform((value) => Buffer.from(value, 'base64'))
    .optional(),
  /**
   * Whether the addresses others give (Open Delivery's webhooks and menus, a shop's Pix provider,
   * a browser's push endpoint) may be private ones: this machine, its networks, a cloud's metadata
   * service (http/outbound.ts). Unset: only in sandbox. Set it to true where the shops' software
   * or PSP runs inside your network.
   */
  OUTBOUND_PRIVATE_ADDRESSES: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1')),
  /**
   * Product photos go to this S3-compatible bucket when set, else to DATA_DIR/media, served at
   * /media/ (decision 0033). The other S3_ variables only mean something with it.
   */
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens')
    .optional(),
  /** The store's API (MinIO, R2, Spaces...), addressed path-style; unset: Amazon S3 itself. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** Both or neither; neither: the SDK's own chain (an instance role, AWS_* variables). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /**
   * Where browsers read the bucket's objects (its public address or a CDN in front of it), with
   * no trailing key: a photo's URL is this + /shops/<shop_id>/<hash>.webp.
   */
  S3_PUBLIC_URL: z
    .url({ protocol: /^https?$/ })
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
  /** Days a cashback earning can be spent before it expires. */
  CASHBACK_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  SESSION_DAYS: z.coerce.number().int().min(1).max(3650).default(180),
  /** Order status streams a customer may hold open on one process, and all of a process's (decision 0020). */
  STREAMS_PER_CUSTOMER: z.coerce.number().int().min(1).default(5),
  STREAMS_PER_PROCESS: z.coerce.number().int().min(1).default(2000),
  /** Order boards a staff member may hold open on one process (the counter, the kitchen, a phone…). */
  BOARD_STREAMS_PER_STAFF: z.coerce.number().int().min(1).default(5),
  /**
   * A comment line on every open stream this often, which keeps proxies from closing an idle one;
   * each beat also ends the streams whose session has ended.
   */
  STREAM_HEARTBEAT_MS: z.coerce.number().int().min(10).default(20_000),
  /**
   * How often each job worker asks the database for jobs that are due (pg-boss's polling; at least
   * 500 ms): a timed job runs at most this late. Tests shorten it.
   */
  JOBS_POLL_MS: z.coerce.number().int().min(500).default(2000),
  /** The first retry of a failed job waits this long, doubled (with jitter) at each further failure. */
  JOBS_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).default(30),
  /** On shutdown, how long the jobs still running may take to finish before they are left to a retry. */
  JOBS_STOP_TIMEOUT_MS: z.coerce.number().int().min(1000).default(8000),
  /** How often the orders its shop did not accept in time are looked for and cancelled (decision 0028). */
  ACCEPT_TIMEOUT_SWEEP_MS: z.coerce.number().int().min(500).default(5000),
  /**
   * The VAPID key pair Web Push is signed with (base64url, as `web-push generate-vapid-keys`
   * prints them), both or neither. Unset: the first process generates a pair and keeps it in the
   * database, so every process signs with the same (decision 0031).
   */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^B[A-Za-z0-9_-]{86}$/, 'an uncompressed P-256 public key, 65 bytes in base64url')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'a P-256 private key, 32 bytes in base64url')
    .optional(),
  /**
   * Who push services may contact about this server's pushes: a mailto: or https: URL. Unset: the
   * address of MAIL_FROM.
   */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'a mailto: or https: URL')
    .optional(),
  /**
   * Pushes to the native app (decision 0044). Android's through FCM: the Firebase project's
   * service-account JSON file (Firebase console › Project settings › Service accounts). Unset:
   * pushes to Android apps are skipped and logged.
   */
  FCM_SERVICE_ACCOUNT: z.string().min(1).optional(),
  /** FCM's HTTP v1 API (a test's loopback stand-in replaces it). */
  FCM_API_URL: z.url({ protocol: /^https?$/ }).default('https://fcm.googleapis.com'),
  /**
   * iOS's through APNs: the team's .p8 key file, its key id and the team id (Apple Developer ›
   * Keys), all three or none. Unset: pushes to iPhone apps are skipped and logged.
   */
  APNS_KEY_FILE: z.string().min(1).optional(),
  APNS_KEY_ID: z
    .string()
    .regex(/^[A-Z0-9]{10}$/, 'the 10-character key id')
    .optional(),
  APNS_TEAM_ID: z
    .string()
    .regex(/^[A-Z0-9]{10}$/, 'the 10-character team id')
    .optional(),
  /** Each profile's iOS app, the topic of its pushes: '200=br.com.pedeja.app,201=br.com.bellanapoli.app'. */
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
    .default(new Map()),
  /** APNs: production, or https://api.sandbox.push.apple.com for apps signed for development. */
  APNS_URL: z.url({ protocol: /^https?$/ }).default('https://api.push.apple.com'),
  /**
   * Each profile's Android app, for its App Links (assetlinks.json): the package and the SHA-256
   * fingerprints of its signing keys (upload and Play's), as
   * 'profile_id=package/AA:BB:…;CC:DD:…', comma-separated profiles.
   */
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
    .default(new Map()),
  /** Each profile's iOS app, for its universal links (apple-app-site-association): 'profile_id=TEAMID.bundle.id'. */
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
    .default(new Map()),
  /** Sign-in attempts per identifier and per IP in 15 minutes. */
  LOGIN_ATTEMPTS_PER_IDENTIFIER: z.coerce.number().int().min(1).default(10),
  LOGIN_ATTEMPTS_PER_IP: z.coerce.number().int().min(1).default(50),
  /**
   * Sign-ups per IP and tries naming one e-mail, CPF or phone, in 15 minutes: each plain sign-up
   * hashes a password (about 75 ms of CPU), and each answer tells whether the e-mail or CPF is taken.
   */
  SIGNUPS_PER_IP: z.coerce.number().int().min(1).default(20),
  SIGNUPS_PER_IDENTIFIER: z.coerce.number().int().min(1).default(10),
  /** CEP lookups and geocoded address saves per IP in a minute: each one asks a provider that limits us. */
  CEP_LOOKUPS_PER_IP_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  GEOCODED_SAVES_PER_IP_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  /** Messages of the contact page per IP, and per signed-in customer, in an hour: each is a mail to a shop's staff. */
  CONTACT_MESSAGES_PER_HOUR: z.coerce.number().int().min(1).default(5),
  /** Codes sent (SMS, e-mail, voice) per IP in an hour; per destination it is one a minute. */
  CODE_SENDS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(5),
  /**
   * Check every answer against its schema before it is sent (tests and journeys): an answer that
   * breaks the contract becomes a 500 there. Production trusts the compiled serializers.
   */
  CHECK_ANSWERS: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  /**
   * The pages of other origins that may call this API (CORS): the native shell's, which iOS serves
   * from capacitor://localhost and Android from https://localhost (decision 0044). Comma-separated
   * origins; 'none' gives CORS to nobody. No other origin gets a CORS header.
   */
  CORS_ORIGINS: z
    .string()
    .default('capacitor://localhost,https://localhost')
    .transform((value) => (value.trim() === 'none' ? [] : value.split(',').map((origin) => origin.trim())))
    .pipe(
      z.array(z.string().regex(/^[a-z][a-z0-9+.-]*:\/\/[^/\s]+$/, 'origins as scheme://host[:port], comma-separated')),
    ),
  /** Behind a reverse proxy, trust its X-Forwarded-* headers (Fastify's trustProxy). */
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
});

/** What no single variable's schema can say. */
const ZCheckedConfig = ZConfig.superRefine((config, ctx) => {
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
