import { buildWebIfNeeded } from '../../../scripts/web-build';

/** The server serves the built SPA shell: build it once before the suite when it is stale. */
export default function setup() {
  buildWebIfNeeded(() => {});
}
