import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { checkFile, FileDrop, formatFileSize } from './file-drop';
import { renderUi } from '../testing/render-ui';

const oneMegabyte = 1024 * 1024;

function image(name: string, size: number, type = 'image/png') {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function renderLogoField(locale: 'pt-BR' | 'en-US' = 'pt-BR') {
  const onFileChange = vi.fn();
  renderUi(
    <FileDrop
      label="Logo"
      accept="image/*"
      maxSizeBytes={oneMegabyte}
      onFileChange={onFileChange}
    />,
    { locale },
  );
  const zone = screen.getByRole('group', { name: 'Logo' });
  // The real input is hidden behind the picker button, as in the browser.
  const input = zone.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
  return { onFileChange, zone, input };
}

function drop(zone: HTMLElement, file: File) {
  fireEvent.dragOver(zone, { dataTransfer: { files: [file] } });
  fireEvent.drop(zone, { dataTransfer: { files: [file] } });
}

describe('FileDrop', () => {
  it('refuses a dropped file that is not an image, with the logo message', () => {
    const { onFileChange, zone } = renderLogoField();
    drop(zone, new File(['%PDF'], 'ata.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Por favor, selecione apenas arquivos de imagem (JPG, PNG, etc)',
    );
    expect(onFileChange).not.toHaveBeenCalled();
  });

  it('refuses an image over the limit, naming the limit in the language of the page', () => {
    const { onFileChange, zone } = renderLogoField('en-US');
    drop(zone, image('big.png', oneMegabyte + 1));
    expect(screen.getByRole('alert')).toHaveTextContent('The image must be smaller than 1MB');
    expect(onFileChange).not.toHaveBeenCalled();
  });

  it('refuses a picked file over the limit too', async () => {
    const { onFileChange, input } = renderLogoField();
    await userEvent.upload(input, image('big.png', 2 * oneMegabyte));
    expect(screen.getByRole('alert')).toHaveTextContent('A imagem deve ter menos de 1MB');
    expect(onFileChange).not.toHaveBeenCalled();
  });

  it('accepts a good image through the picker button, clearing an earlier refusal', async () => {
    const { onFileChange, zone, input } = renderLogoField();
    drop(zone, image('big.png', 2 * oneMegabyte));
    expect(screen.getByRole('alert')).toBeInTheDocument();

    const openPicker = vi.spyOn(input, 'click');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Escolher arquivo' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(openPicker).toHaveBeenCalled();

    const logo = image('logo.png', 200 * 1024);
    await userEvent.upload(input, logo);
    expect(onFileChange).toHaveBeenCalledWith(logo);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Selecionado: logo.png')).toBeInTheDocument();
  });

  it('accepts a good image dropped on the zone and can remove it', async () => {
    const { onFileChange, zone } = renderLogoField();
    const logo = image('logo.jpg', 500 * 1024, 'image/jpeg');
    drop(zone, logo);
    expect(onFileChange).toHaveBeenCalledWith(logo);
    await userEvent.click(screen.getByRole('button', { name: 'Remover logo.jpg' }));
    expect(onFileChange).toHaveBeenLastCalledWith(null);
    expect(screen.queryByText(/logo\.jpg/)).not.toBeInTheDocument();
  });

  it('ignores drops while disabled', () => {
    const onFileChange = vi.fn();
    renderUi(<FileDrop label="Logo" accept="image/*" onFileChange={onFileChange} disabled />);
    drop(screen.getByRole('group', { name: 'Logo' }), image('logo.png', 10));
    expect(onFileChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Escolher arquivo' })).toBeDisabled();
  });
});

describe('file checks', () => {
  it('match types, wildcards and extensions and format limits', () => {
    const gif = image('a.gif', 10, 'image/gif');
    expect(checkFile(gif, { accept: 'image/png,image/jpeg' })).toBe('type');
    expect(checkFile(gif, { accept: 'image/png, .gif' })).toBeNull();
    expect(checkFile(gif, { accept: 'image/*', maxSizeBytes: 5 })).toBe('size');
    expect(checkFile(gif, {})).toBeNull();
    expect(formatFileSize(2 * oneMegabyte, 'pt-BR')).toBe('2MB');
    expect(formatFileSize(1.5 * oneMegabyte, 'pt-BR')).toBe('1,5MB');
    expect(formatFileSize(500 * 1024, 'en-US')).toBe('500KB');
  });
});
