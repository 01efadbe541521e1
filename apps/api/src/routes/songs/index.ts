import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogueSearchRoute } from './catalogue-search';
import { songCrudRoutes } from './song-crud';
import { songListRoutes } from './song-list';
import { memberSongKeysRoute } from './member-song-keys';
import { mySongKeyRoute } from './my-song-key';

/** The repertoire (part 2 §2, §5, §7 Songs). */
export const songRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(songListRoutes);
  await app.register(catalogueSearchRoute);
  await app.register(songCrudRoutes);
  await app.register(memberSongKeysRoute);
  await app.register(mySongKeyRoute);
};
