import { type MockApiServer, TEST_API_BASE_URL } from '@levita/testing';
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect } from 'vitest';

/**
 * Records every POST /musicas the page sends during each test, as the server got it. Call at
 * the top of a test file, after setupMockApiServer.
 */
export function watchSongPosts(api: MockApiServer) {
  const posts: Request[] = [];
  const url = `${TEST_API_BASE_URL}/musicas`;
  const record = ({ request }: { request: Request }) => {
    if (request.method === 'POST' && request.url === url) posts.push(request.clone());
  };
  beforeEach(() => {
    posts.length = 0;
    api.server.events.on('request:start', record);
  });
  afterEach(() => api.server.events.removeListener('request:start', record));
  return {
    posts,
    /** The body of the one POST the test expects (waits for it). */
    async onlyBody(): Promise<Record<string, unknown>> {
      await waitFor(() => expect(posts).toHaveLength(1));
      return (await posts[0]!.clone().json()) as Record<string, unknown>;
    },
  };
}
