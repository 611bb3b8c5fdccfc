import { join } from 'node:path';
import { firstScreenPreload, pageShell } from '@venue/first-screen/vite';
import type { TenantConfig } from '@venue/ticket-core';
import type { Plugin } from 'vite';
import { appModule, firstScreens, textsModule } from './firstScreens.ts';

/**
 * The tenant's pages paint before any script: the title and language of the tenant's default, and a
 * static shell (header bar with the logo, a spinner) inside #root that the app replaces on its first
 * render (`pageShell`). Their scripts start after that paint, beside the app's components, the first
 * screen's chunks and the default language's texts; the pages preload the first screen's CSS and the API
 * answers the app asks for first (`firstRequests` per page, in the default language), and a page whose
 * HTML holds its first screen carries that screen's styles (`firstScreenPreload`).
 */
export function tenantPage(
  tenant: TenantConfig,
  tenantDir: string,
  root: string,
  firstRequests: Record<string, readonly string[]>,
): Plugin[] {
  const language = tenant.defaultLanguage;
  const title = language === 'ja' ? tenant.title.ja : tenant.title.default;
  return [
    pageShell({ language, title, logoFile: join(tenantDir, tenant.logos.header) }),
    firstScreenPreload({
      root,
      pages: firstScreens,
      appModule,
      textsModule: (group) => textsModule(group, language),
      firstRequests,
    }),
  ];
}
