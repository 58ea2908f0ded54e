// The yardstick: a bare Node HTTP server answering a JSON body of the same size as the call
// measured, so the ratio shows what Fastify, validation, tenant lookup and serialization cost.
import http from 'node:http';

const size = Number(process.env.BODY_BYTES ?? 1024);
const body = JSON.stringify({ error_type: 0, message: 'Sucesso', padding: 'x'.repeat(Math.max(0, size - 50)) });

http
  .createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(body),
      });
      res.end(body);
    });
  })
  .listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
