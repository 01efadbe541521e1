import { renderWithProviders } from '@levita/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { RemoteLoader } from '../loader/remote-loader';
import { RemoteLoadError } from '../loader/remote-loader';
import { createRemoteParcel } from '../parcel/create-remote-parcel';
import type { RemoteProps } from '../remote-props';
import { demoRemoteProps } from '../testing/demo-remote-props';
import { RemoteOutlet } from './remote-outlet';

function DemoRemote({ basePath, locale }: RemoteProps) {
  return (
    <p>
      demo at {basePath} in {locale}
    </p>
  );
}

const remoteProps = (overrides: Partial<RemoteProps> = {}) =>
  demoRemoteProps({ basePath: '/ministerios/1/musicas', ...overrides });

describe('RemoteOutlet', () => {
  it('mounts the parcel, passes new props through update, and unmounts on leave', async () => {
    const parcel = createRemoteParcel({ name: 'repertoire', version: '1.2.3' }, DemoRemote);
    const loader: RemoteLoader = { loadParcel: vi.fn(async () => parcel) };
    const view = renderWithProviders(
      <RemoteOutlet name="repertoire" loader={loader} remoteProps={remoteProps()} />,
    );

    expect(await screen.findByText('demo at /ministerios/1/musicas in pt-BR')).toBeInTheDocument();
    expect(screen.getByTestId('remote-build')).toHaveTextContent('repertoire 1.2.3');

    view.rerender(
      <RemoteOutlet
        name="repertoire"
        loader={loader}
        remoteProps={remoteProps({ locale: 'en-US' })}
      />,
    );
    expect(await screen.findByText('demo at /ministerios/1/musicas in en-US')).toBeInTheDocument();

    view.unmount();
    await waitFor(() => expect(document.body).not.toHaveTextContent('demo at'));
  });

  it('passes on props that change while an update is still running (none is lost)', async () => {
    const parcel = createRemoteParcel({ name: 'repertoire', version: '1.2.3' }, DemoRemote);
    // The first update hangs until released, as a re-render does on a busy phone.
    let release = () => undefined as void;
    const hold = new Promise<void>((resolve) => (release = resolve));
    let updates = 0;
    const slow = {
      ...parcel,
      update: async (props: RemoteProps) => {
        if (updates++ === 0) await hold;
        return parcel.update(props);
      },
    };
    const loader: RemoteLoader = { loadParcel: vi.fn(async () => slow) };
    const outlet = (overrides: Partial<RemoteProps>) => (
      <RemoteOutlet name="repertoire" loader={loader} remoteProps={remoteProps(overrides)} />
    );
    const view = renderWithProviders(outlet({}));
    expect(await screen.findByText('demo at /ministerios/1/musicas in pt-BR')).toBeInTheDocument();

    view.rerender(outlet({ locale: 'en-US' }));
    await waitFor(() => expect(updates).toBe(1));
    // The ministry arrives while the first update runs.
    view.rerender(outlet({ locale: 'en-US', basePath: '/ministerios/2/musicas' }));
    release();
    expect(await screen.findByText('demo at /ministerios/2/musicas in en-US')).toBeInTheDocument();
  });

  it('shows a translated error panel on failure and mounts the remote once retry succeeds', async () => {
    const parcel = createRemoteParcel({ name: 'repertoire', version: '1.2.3' }, DemoRemote);
    const loadParcel = vi
      .fn<RemoteLoader['loadParcel']>()
      .mockRejectedValueOnce(new RemoteLoadError('repertoire', 'entry'))
      .mockResolvedValueOnce(parcel);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);

    renderWithProviders(
      <RemoteOutlet name="repertoire" loader={{ loadParcel }} remoteProps={remoteProps()} />,
    );

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar esta área',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('demo at /ministerios/1/musicas in pt-BR')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(loadParcel).toHaveBeenLastCalledWith('repertoire', { retry: true });
  });

  it('says the area is being updated when the remote speaks another contract, and offers a reload', async () => {
    const loadParcel = vi
      .fn<RemoteLoader['loadParcel']>()
      .mockRejectedValue(new RemoteLoadError('repertoire', 'contract'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });

    renderWithProviders(
      <RemoteOutlet name="repertoire" loader={{ loadParcel }} remoteProps={remoteProps()} />,
    );

    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent('Esta área está sendo atualizada');
    expect(panel).toHaveTextContent('publicada para outra versão do Levita');
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Recarregar a página' }));
    expect(reload).toHaveBeenCalledOnce();
    expect(loadParcel).toHaveBeenCalledOnce();
  });

  it('tells the shell which contract the parcel was built for', () => {
    const parcel = createRemoteParcel({ name: 'repertoire', version: '1.2.3' }, DemoRemote);
    expect(parcel.contractVersion).toBe(1);
  });
});
