// The benchmark's baseline: a bare node:http server answering every request with the exact
// bytes and headers the app sent for the page (already compressed). Started as its own process.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [bodyFile, headersFile, port] = process.argv.slice(2);
if (!bodyFile || !headersFile || !port)
  throw new Error('usage: static-server <body> <headers.json> <port>');
const body = readFileSync(bodyFile);
const headers = JSON.parse(readFileSync(headersFile, 'utf8')) as Record<string, string>;
const server = createServer((_request, response) => {
  response.writeHead(200, { ...headers, 'content-length': String(body.length) });
  response.end(body);
});
server.listen(Number(port), '127.0.0.1', () => console.log('static server ready'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
