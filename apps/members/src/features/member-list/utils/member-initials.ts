/** "Ana Souza" → "AS", "Júlia" → "J": the stand-in for a missing photo. */
export function memberInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.charAt(0) ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.charAt(0) ?? '') : '';
  return `${first}${last}`.toLocaleUpperCase('pt-BR') || '?';
}
