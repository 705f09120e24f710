// Text placed in HTML or XML: the characters that could end a text, an element or a double-quoted attribute,
// written as entities. One function for the mails, the feeds, the sitemaps and every page written as text; the
// markup that takes it quotes its attributes with double quotes.
const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };

export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"]/g, (character) => ENTITIES[character] ?? character);
}
