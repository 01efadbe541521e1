import { afterEach, beforeEach, vi } from 'vitest';

export interface CapturedDownload {
  fileName: string;
  type: string;
  /** The file's text, byte-order mark included. */
  text: () => Promise<string>;
}

/** Reads a Blob the way a browser reads a file, keeping the byte-order mark. */
function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve(new TextDecoder('utf-8', { ignoreBOM: true }).decode(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(blob);
  });
}

/**
 * Every file a test's page downloads through a Blob link, with its name and contents.
 * Call at the top of a test file.
 */
export function captureDownloads() {
  const downloads: CapturedDownload[] = [];
  beforeEach(() => {
    downloads.length = 0;
    const blobs = new Map<string, Blob>();
    vi.spyOn(URL, 'createObjectURL').mockImplementation((object) => {
      const url = `blob:download-${blobs.size}`;
      blobs.set(url, object as Blob);
      return url;
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      const blob = blobs.get(this.href);
      if (!blob || !this.download) return;
      downloads.push({ fileName: this.download, type: blob.type, text: () => readBlob(blob) });
    });
  });
  afterEach(() => vi.restoreAllMocks());
  return downloads;
}
