/**
 * Saves a Blob as a file through the browser's download: for what the page already holds
 * (a report as CSV, data fetched with the session's token, which a plain link to the API
 * could not send).
 */
export function saveFile(fileName: string, blob: Blob): void {
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
