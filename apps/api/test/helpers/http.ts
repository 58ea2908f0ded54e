import http from 'node:http';
import net from 'node:net';

export type HttpAnswer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

export type HttpRequest = {
  method: string;
  path: string;
  host: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
};

const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });

/**
 * One request over real HTTP to the server on `port` (what the HTTP server's door and Node's
 * parser see, which app.inject skips). An event stream is closed once its head arrives.
 */
export function sendHttp(port: number, request: HttpRequest, timeoutMs = 10_000): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { host: request.host, ...request.headers };
    if (request.body !== undefined) headers['content-length'] = Buffer.byteLength(request.body);
    const outgoing = http.request(
      { agent, port, host: '127.0.0.1', method: request.method, path: request.path, headers, timeout: timeoutMs },
      (response) => {
        if (String(response.headers['content-type']).startsWith('text/event-stream')) {
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.alloc(0) });
          response.destroy();
          return;
        }
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`${request.method} ${request.path} hung`)));
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
}

/** Bytes written as they are on a fresh connection, and everything the server sent until it closed. */
export function sendRaw(port: number, bytes: string | Buffer, timeoutMs = 5_000): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error('the server kept the connection open'));
    }, timeoutMs);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(Buffer.concat(chunks).toString());
    });
    socket.on('error', () => undefined);
    socket.end(bytes);
  });
}

/** A loopback port free a moment ago, for a server a test starts itself. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
