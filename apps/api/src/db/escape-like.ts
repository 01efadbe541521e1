/** A LIKE pattern matching `text` literally: % and _ typed by a person are not wildcards. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
