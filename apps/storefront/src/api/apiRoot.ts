/** A tenant's API root (spec: configurable; ours is /<tenant>/api/v1 on the serving origin). */
export const apiRootOf = (tenantId: string) => `/${tenantId}/api/v1`;
