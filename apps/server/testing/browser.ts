/**
 * A browser's cookie jar for the server tests: keeps what answers set and sends it back, so a test can
 * act as one browser, or as several tabs of it. Expiry is left to the server (its clock is not this one).
 */
// biome-ignore lint/suspicious/noExplicitAny: tests read answers field by field and assert them.
type TestAnswer = { status: number; body: any };

export class Browser {
  readonly cookies = new Map<string, string>();

  async call(base: string, method: string, path: string, body?: unknown): Promise<TestAnswer> {
    const headers: Record<string, string> = {};
    if (this.cookies.size > 0)
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${base}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) {
      const pair = line.split(';', 1)[0] ?? '';
      const split = pair.indexOf('=');
      this.cookies.set(pair.slice(0, split).trim(), pair.slice(split + 1).trim());
    }
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  }
}
