// Process entry: `npm start`, `npm run dev`. The work is in run-server.ts so tests can run it too.
import { runServer } from './run-server';

await runServer();
