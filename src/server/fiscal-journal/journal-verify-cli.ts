// `npm run journal:verify [archive.json]`: checks the payments journal (docs/fiscal-journal.md).
import { ConfigError, loadConfig } from '../config';
import { runJournalVerify } from './verify-command';

try {
  process.exitCode = await runJournalVerify(process.argv.slice(2), {
    config: loadConfig(),
    print: (line) => console.log(line),
  });
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  for (const problem of error.problems) console.error(problem);
  process.exitCode = 2;
}
