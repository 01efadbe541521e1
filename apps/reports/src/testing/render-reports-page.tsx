import { renderRemotePage, type RemotePageOptions } from '@levita/federation/testing';
import type { MockApiServer } from '@levita/testing';
import type { ReactElement } from 'react';
import { defaultNamespace, namespaces } from '../config/namespaces';

export type ReportsPageOptions = Omit<RemotePageOptions, 'namespaces' | 'defaultNamespace'>;

/** A part of the reports remote as it renders in the shell, with the remote's texts. */
export const renderReportsPage = (
  api: MockApiServer,
  page: ReactElement,
  options: ReportsPageOptions,
) => renderRemotePage(api, page, { namespaces, defaultNamespace, ...options });
