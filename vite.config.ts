import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const fromRoot = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

export default defineConfig({
  root: fromRoot('src/web'),
  plugins: [react(), tailwindcss()],
  build: {
    outDir: fromRoot('dist/web'),
    emptyOutDir: true,
    assetsDir: 'assets',
  },
});
