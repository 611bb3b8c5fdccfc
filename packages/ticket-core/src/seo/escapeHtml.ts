/**
 * Escapes text for HTML or XML content and attribute values: `& < > " '` become character references,
 * so no text can open a tag, end an attribute or start an entity.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
