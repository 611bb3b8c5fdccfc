import { createHash } from 'node:crypto';

/**
 * A product's public UUID, named by its site and catalogue key: the same on every database and start,
 * so links to a product survive a fresh install. RFC 9562's name-based UUID over SHA-256 (version 8,
 * its appendix B.2).
 */
export function catalogueUuid(tenantId: string, key: string): string {
  const bytes = createHash('sha256').update(`${tenantId}/${key}`).digest().subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x80;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
