import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/precompress.ts';
import { pureDomain } from './scripts/pure-domain.ts';

const fromRoot = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

export default defineConfig({
  root: fromRoot('src/web'),
  plugins: [react(), tailwindcss(), pureDomain(), precompress()],
  build: {
    outDir: fromRoot('dist/web'),
    emptyOutDir: true,
    assetsDir: 'assets',
    // Read by `npm run bench:web` and its budget test: which chunks each route loads.
    manifest: true,
    rolldownOptions: {
      // Building a zod schema has no side effect: a module that only needs a constant beside a
      // schema (src/domain/errors, account rules) then does not pull zod into its chunk.
      // Nothing in the browser calls `z.…` for its effect (the zod setup in main.tsx does not
      // go through `z`).
      treeshake: { manualPureFunctions: ['z'] },
    },
  },
});
