/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Brand shown in the top bar, footer and page title (build setting). */
  readonly VITE_APP_BRAND?: string;
}
