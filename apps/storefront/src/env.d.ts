/// <reference types="vite/client" />

declare module 'virtual:tenant-config' {
  import type { TenantConfig } from '@venue/ticket-core';

  const config: TenantConfig;
  export default config;
}

declare module 'virtual:tenant-theme' {
  import type { ThemeTokens } from '@venue/ticket-ui/css';

  export const themeClass: string;
  export const tokens: ThemeTokens;
}
