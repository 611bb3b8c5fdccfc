import { spawn } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const server = spawn('node_modules/.bin/tsx', ['apps/server/src/main.ts'], {
  env: { ...process.env, PORT: '8199', SQLITE_PATH: '/tmp/lh.sqlite' },
  stdio: 'ignore',
});
for (let i = 0; i < 120; i++) {
  const ok = await fetch('http://127.0.0.1:8199/api/v1/langs').then(
    (r) => r.ok,
    () => false,
  );
  if (ok) break;
  await new Promise((r) => setTimeout(r, 500));
}
const chrome = await chromeLauncher.launch({
  chromePath: '/usr/bin/chromium',
  chromeFlags: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
for (let run = 0; run < 1; run++) {
  const r = await lighthouse('http://127.0.0.1:8199/#/', {
    port: chrome.port,
    onlyCategories: ['performance'],
    logLevel: 'error',
    output: 'json',
  });
  const a = r!.lhr.audits;
  console.log(
    'score',
    r!.lhr.categories.performance!.score,
    'FCP',
    a['first-contentful-paint']!.displayValue,
    'LCP',
    a['largest-contentful-paint']!.displayValue,
    'TBT',
    a['total-blocking-time']!.displayValue,
    'SI',
    a['speed-index']!.displayValue,
  );
  if (run === 0) {
    for (const id of [
      'bootup-time',
      'mainthread-work-breakdown',
      'render-blocking-insight',
      'network-rtt',
      'server-response-time',
      'diagnostics',
    ])
      console.log(id, JSON.stringify((a[id]?.details as any)?.items ?? a[id]?.details)?.slice(0, 1200));
    console.log(JSON.stringify(a['largest-contentful-paint-element']?.details, null, 0).slice(0, 1500));
    console.log(
      JSON.stringify((a['lcp-breakdown-insight'] ?? a['lcp-phases-insight'])?.details, null, 0)?.slice(
        0,
        1500,
      ),
    );
    const chains = a['critical-request-chains']?.details as any;
    console.log(JSON.stringify(chains?.longestChain));
    const nr = (a['network-requests']?.details as any)?.items?.map(
      (i: any) =>
        `${Math.round(i.networkRequestTime)}-${Math.round(i.networkEndTime)} ${i.transferSize} ${i.url.replace('http://127.0.0.1:8199', '')}`,
    );
    console.log(nr.join('\n'));
  }
}
chrome.kill();
server.kill();
