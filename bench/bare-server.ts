// The yardstick: a bare Node HTTP server. The bench hands it each call's answer over IPC
// ({ path, body }); GET or POST <path> then answers those very bytes, so each call is compared
// with a bare answer identical to its own.
import http from 'node:http';

const bodies = new Map<string, Buffer>();
process.on('message', (message: { path: string; body: string }) => {
  bodies.set(message.path, Buffer.from(message.body));
  process.send?.({ stored: message.path });
});

http
  .createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const body = bodies.get(req.url ?? '');
      if (!body) {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
      res.end(body);
    });
  })
  .listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
