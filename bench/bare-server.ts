// The yardstick: a bare Node HTTP server. GET or POST /<bytes> answers a JSON body of that size,
// so each call is compared with a bare answer as large as its own.
import http from 'node:http';

const bodies = new Map<number, string>();
const bodyOf = (size: number) => {
  let body = bodies.get(size);
  if (!body) {
    body = JSON.stringify({ error_type: 0, message: 'Sucesso', padding: 'x'.repeat(Math.max(0, size - 50)) });
    bodies.set(size, body);
  }
  return body;
};

http
  .createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const body = bodyOf(Number(req.url?.slice(1)) || 1024);
      res.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(body),
      });
      res.end(body);
    });
  })
  .listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
