import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveFile } from './save-file';

afterEach(() => vi.restoreAllMocks());

describe('saveFile', () => {
  it('clicks a hidden link to the Blob with the file name, then lets the address go', async () => {
    vi.useFakeTimers();
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:file');
    const revoked = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    const blob = new Blob(['{}'], { type: 'application/json' });
    saveFile('dados.json', blob);
    const clicked = click.mock.contexts[0] as HTMLAnchorElement;
    expect(clicked.download).toBe('dados.json');
    expect(clicked.href).toBe('blob:file');
    expect(created).toHaveBeenCalledWith(blob);
    expect(document.querySelector('a[download]')).toBeNull();
    vi.runAllTimers();
    expect(revoked).toHaveBeenCalledWith('blob:file');
    vi.useRealTimers();
  });
});
