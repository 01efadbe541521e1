/** Text safe in HTML, inside an element or a quoted attribute: & < > " ' as character references. */
export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
