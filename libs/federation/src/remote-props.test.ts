import { describe, expect, it } from 'vitest';
import { pickRemoteProps, type RemoteProps } from './remote-props';
import { demoRemoteProps } from './testing/demo-remote-props';

describe('pickRemoteProps', () => {
  it('passes every key of the contract and nothing single-spa adds', () => {
    const contract = demoRemoteProps();
    const fromSingleSpa = {
      ...contract,
      name: 'repertoire',
      domElement: document.createElement('div'),
      mountParcel: () => undefined,
      singleSpa: {},
    } as RemoteProps;

    const picked = pickRemoteProps(fromSingleSpa);

    expect(Object.keys(picked).sort()).toEqual(Object.keys(contract).sort());
    for (const [key, value] of Object.entries(contract))
      expect(picked[key as keyof RemoteProps], key).toBe(value);
  });

  it('passes the owned paths when the shell sends them, and adds no key it left out', () => {
    const ownedPaths = ['/ministerios/1/membros'];
    expect(pickRemoteProps(demoRemoteProps({ ownedPaths })).ownedPaths).toBe(ownedPaths);
    expect(pickRemoteProps(demoRemoteProps())).not.toHaveProperty('ownedPaths');
  });
});
