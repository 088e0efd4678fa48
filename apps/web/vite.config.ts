import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/** The page title is the brand from the build settings (VITE_APP_BRAND). */
function brandTitle(brand: string): Plugin {
  return {
    name: 'brand-title',
    transformIndexHtml: (html) => html.replace(/%APP_BRAND%/g, brand.replace(/[<&>"]/g, (c) => `&#${c.charCodeAt(0)};`)),
  };
}

const api = 'http://localhost:3000';

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, import.meta.dirname, 'VITE_');
  return {
    plugins: [react(), brandTitle(env.VITE_APP_BRAND || 'Knjige')],
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: false,
      chunkSizeWarningLimit: 600,
    },
    server: {
      proxy: { '/v1': api, '/healthz': api },
    },
    preview: {
      proxy: { '/v1': api, '/healthz': api },
    },
  };
});
