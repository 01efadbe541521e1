import { createContext, useContext, type ReactNode } from 'react';
import { createHttpClient, type HttpClient, type HttpClientOptions } from '../http-client';

/** What every endpoint function and hook talks through: the HTTP client of one app or remote. */
export type ApiClient = HttpClient;
export type ApiClientOptions = HttpClientOptions;

export function createApiClient(options: ApiClientOptions): ApiClient {
  return createHttpClient(options);
}

const ApiClientContext = createContext<ApiClient | null>(null);

export interface ApiClientProviderProps {
  client: ApiClient;
  children?: ReactNode;
}

/** Gives the hooks below it the client (token getter, language, base URL) of this React root. */
export function ApiClientProvider({ client, children }: ApiClientProviderProps) {
  return <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>;
}

export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient must be used inside an ApiClientProvider');
  return client;
}
