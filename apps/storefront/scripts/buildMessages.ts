/** What scripts/build.ts sends a build process (buildWorker.ts): the next tenant, or that it may stop. */
export type BuildRequest = { tenant: string; stop?: undefined } | { stop: true; tenant?: undefined };

/** What a build process answers: it is ready for a tenant, it built one, or the tenant's build failed. */
export type BuildReply = { ready: true } | { built: string; ms: number } | { failed: string };
