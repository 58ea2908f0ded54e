import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import initSqlJs, { type Database } from 'sql.js';

/*
 * The native shell in Chromium (decision 0044). The page gets what a Capacitor WebView gives it
 * before the app's scripts run: the platform's own native-bridge.js (from @capacitor/android or
 * @capacitor/ios), its message channel (Android's `androidBridge`, iOS's
 * `webkit.messageHandlers.bridge`) and the plugins' headers. The native half is this double: each
 * plugin call crosses that channel to the test, which answers as the plugin's native code would,
 * through `Capacitor.fromNative`. Everything above the channel is the app's and Capacitor's own
 * code, unchanged; SQLite is a real SQLite (sql.js), so the app's statements run as written.
 */

export type NativePlatform = 'android' | 'ios';

export type NativeOptions = {
  platform: NativePlatform;
  /** 'fail': the SQLite plugin cannot open its database (the app must fall back to IndexedDB). */
  sqlite?: 'ok' | 'fail';
  /** The OS's answer to the notification prompt, and the token it registers. */
  push?: { permission: 'granted' | 'denied'; token: string };
  app?: { name: string; id: string; version: string; build: string };
  osVersion?: string;
  /** The link the app was opened by (App.getLaunchUrl). */
  launchUrl?: string;
};

export type NativeCall = { pluginId: string; methodName: string; options: Record<string, unknown>; at: number };

type BridgeCall = {
  callbackId: string;
  pluginId: string;
  methodName: string;
  options: Record<string, unknown>;
  type?: string;
};
type Answer = { success: true; data?: unknown } | { success: false; error: { message: string } } | null;
type Listener = { page: Page; callbackId: string; pluginId: string; eventName: string };

const require = createRequire(import.meta.url);
const bridgeFiles: Record<NativePlatform, string> = {
  android: path.join(
    path.dirname(require.resolve('@capacitor/android/package.json')),
    'capacitor/src/main/assets/native-bridge.js',
  ),
  ios: path.join(
    path.dirname(require.resolve('@capacitor/ios/package.json')),
    'Capacitor/Capacitor/assets/native-bridge.js',
  ),
};

/** The plugins the app uses and how their methods answer (what each native plugin declares). */
const pluginHeaders = [
  {
    name: 'CapacitorSQLite',
    methods: ['createConnection', 'open', 'execute', 'query', 'run', 'closeConnection'].map((name) => ({
      name,
      rtype: 'promise',
    })),
  },
  { name: 'Device', methods: [{ name: 'getInfo', rtype: 'promise' }] },
  {
    name: 'App',
    methods: [
      { name: 'getInfo', rtype: 'promise' },
      { name: 'getLaunchUrl', rtype: 'promise' },
      { name: 'addListener', rtype: 'callback' },
      { name: 'removeListener', rtype: 'promise' },
    ],
  },
  {
    name: 'PushNotifications',
    methods: [
      { name: 'checkPermissions', rtype: 'promise' },
      { name: 'requestPermissions', rtype: 'promise' },
      { name: 'register', rtype: 'promise' },
      { name: 'addListener', rtype: 'callback' },
      { name: 'removeListener', rtype: 'promise' },
    ],
  },
];

/** The page's half: the channel the bridge posts to, as the platform's WebView provides it. */
function channelScript(platform: NativePlatform): string {
  const receive = `(call) => window.__nativeCall(call).then((answer) => {
    if (answer) window.Capacitor.fromNative({ callbackId: call.callbackId, pluginId: call.pluginId, methodName: call.methodName, ...answer });
  })`;
  if (platform === 'android') {
    return `(() => { const receive = ${receive}; window.androidBridge = { postMessage: (json) => receive(JSON.parse(json)) }; })();`;
  }
  // WKWebView answers the bridge's synchronous questions (cookies, http patching) through prompt().
  return `(() => {
    const receive = ${receive};
    window.webkit = { messageHandlers: { bridge: { postMessage: (data) => receive(data) } } };
    const prompt = window.prompt.bind(window);
    window.prompt = (text) => { try { if (JSON.parse(text).type) return 'false'; } catch {} return prompt(text); };
  })();`;
}

export type NativeShell = {
  /** Every plugin call the app made, in order. */
  calls: () => NativeCall[];
  /** The rows of the app's SQLite table. */
  sqliteRows: () => Record<string, unknown>;
  /** Sends a plugin event to the page's listeners, as the OS would (a link opened, a notification tapped). */
  emit: (page: Page, pluginId: string, eventName: string, data: unknown) => Promise<void>;
};

export async function forceNativePlatform(context: BrowserContext, options: NativeOptions): Promise<NativeShell> {
  const SQL = await initSqlJs();
  const databases = new Map<string, Database>();
  const calls: NativeCall[] = [];
  const listeners: Listener[] = [];
  const app = options.app ?? { name: 'Pede Já', id: 'br.com.exemplo.pedeja', version: '1.4.2', build: '10402' };
  const osVersion = options.osVersion ?? (options.platform === 'ios' ? '17.5' : '14');

  const emit = async (page: Page, pluginId: string, eventName: string, data: unknown) => {
    for (const listener of listeners.filter(
      (l) => l.page === page && l.pluginId === pluginId && l.eventName === eventName,
    )) {
      await page.evaluate(
        (result) =>
          (window as unknown as { Capacitor: { fromNative: (result: unknown) => void } }).Capacitor.fromNative(result),
        { callbackId: listener.callbackId, pluginId, methodName: 'addListener', success: true, data },
      );
    }
  };

  const database = (name: unknown) => {
    const db = databases.get(String(name));
    if (!db) throw new Error(`database ${String(name)} is not open`);
    return db;
  };

  const sqlite = (method: string, o: Record<string, unknown>): unknown => {
    if (options.sqlite === 'fail' && (method === 'createConnection' || method === 'open')) {
      throw new Error('SQLite: unable to open the database');
    }
    switch (method) {
      case 'createConnection':
        if (!databases.has(String(o.database))) databases.set(String(o.database), new SQL.Database());
        return undefined;
      case 'open':
        database(o.database);
        return undefined;
      case 'execute':
        database(o.database).exec(String(o.statements));
        return { changes: { changes: database(o.database).getRowsModified() } };
      case 'query': {
        const [result] = database(o.database).exec(String(o.statement), (o.values ?? []) as (string | number)[]);
        const values = (result?.values ?? []).map((row) =>
          Object.fromEntries(result!.columns.map((column, i) => [column, row[i]])),
        );
        // As the iOS plugin answers: the column names first.
        return { values: options.platform === 'ios' && result ? [{ ios_columns: result.columns }, ...values] : values };
      }
      case 'run':
        database(o.database).run(String(o.statement), (o.values ?? []) as (string | number)[]);
        return { changes: { changes: database(o.database).getRowsModified() } };
      default:
        // A call the app did not make when this stand-in was written fails the journey loudly.
        throw new Error(`the app called CapacitorSQLite.${method}, which this stand-in does not answer`);
    }
  };

  const handle = async (page: Page, call: BridgeCall): Promise<Answer> => {
    if (call.type && call.type !== 'message') return null;
    calls.push({ pluginId: call.pluginId, methodName: call.methodName, options: call.options, at: Date.now() });
    if (call.methodName === 'addListener') {
      listeners.push({
        page,
        callbackId: call.callbackId,
        pluginId: call.pluginId,
        eventName: String(call.options.eventName),
      });
      return null;
    }
    try {
      const data = await answerOf(page, call);
      return { success: true, data };
    } catch (error) {
      return { success: false, error: { message: (error as Error).message } };
    }
  };

  const answerOf = async (page: Page, call: BridgeCall): Promise<unknown> => {
    const key = `${call.pluginId}.${call.methodName}`;
    if (call.pluginId === 'CapacitorSQLite') return sqlite(call.methodName, call.options);
    switch (key) {
      case 'Device.getInfo':
        return {
          platform: options.platform,
          operatingSystem: options.platform,
          osVersion,
          model: options.platform === 'ios' ? 'iPhone15,2' : 'Pixel 8',
          manufacturer: options.platform === 'ios' ? 'Apple' : 'Google',
          isVirtual: false,
          webViewVersion: '126.0',
        };
      case 'App.getInfo':
        return app;
      case 'App.getLaunchUrl':
        return options.launchUrl ? { url: options.launchUrl } : {};
      case 'App.removeListener':
      case 'PushNotifications.removeListener':
        return undefined;
      case 'PushNotifications.checkPermissions':
        return { receive: options.push ? 'prompt' : 'denied' };
      case 'PushNotifications.requestPermissions':
        return { receive: options.push?.permission ?? 'denied' };
      case 'PushNotifications.register':
        // The OS answers the registration a moment later, through the listener.
        if (options.push?.permission === 'granted') {
          const token = options.push.token;
          setTimeout(
            () => void emit(page, 'PushNotifications', 'registration', { value: token }).catch(() => undefined),
            10,
          );
        }
        return undefined;
      default:
        throw new Error(`the app called ${key}, which this stand-in does not answer`);
    }
  };

  await context.exposeBinding('__nativeCall', ({ page }, call: BridgeCall) => handle(page, call));
  await context.addInitScript({
    content: [
      channelScript(options.platform),
      readFileSync(bridgeFiles[options.platform], 'utf8'),
      `window.Capacitor.PluginHeaders = ${JSON.stringify(pluginHeaders)};`,
    ].join('\n'),
  });

  return {
    calls: () => [...calls],
    sqliteRows: () => {
      const db = databases.get('delivery-web');
      const [result] = db?.exec('select key, value from app') ?? [];
      return Object.fromEntries((result?.values ?? []).map(([key, value]) => [String(key), JSON.parse(String(value))]));
    },
    emit,
  };
}
