/**
 * Saves a value as a JSON file through the browser's download: the data was fetched with the
 * session's token, which a plain link to the API could not send.
 */
export function saveJsonFile(fileName: string, value: unknown): void {
  const blob = new Blob([JSON.stringify(value, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The click starts the download synchronously; the URL is only needed until then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
