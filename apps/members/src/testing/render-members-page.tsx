import { renderRemotePage, type RemotePageOptions } from '@levita/federation/testing';
import type { MockApiServer } from '@levita/testing';
import type { ReactElement } from 'react';
import { defaultNamespace, namespaces } from '../config/namespaces';

export type MembersPageOptions = Omit<RemotePageOptions, 'namespaces' | 'defaultNamespace'>;

/** A part of the members remote as it renders in the shell, with the remote's texts. */
export const renderMembersPage = (
  api: MockApiServer,
  page: ReactElement,
  options: MembersPageOptions,
) => renderRemotePage(api, page, { namespaces, defaultNamespace, ...options });
