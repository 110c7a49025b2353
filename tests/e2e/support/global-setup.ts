// Once per Playwright run, before the workers start their servers: the owner SPA built when
// stale (two servers starting at once would otherwise both build it).
import { buildWebIfNeeded } from '../../../scripts/web-build.ts';

export default function globalSetup() {
  buildWebIfNeeded();
}
