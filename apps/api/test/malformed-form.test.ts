import { describe, expect, it } from 'vitest';
import { buildTestApp } from './helper';
import { ownerWithMinistry, person } from './song-fixtures';

const boundary = 'LevitaBoundary';
const bodies = [
  ['no boundary', 'multipart/form-data', `--${boundary}\r\n`],
  [
    'a part cut short',
    `multipart/form-data; boundary=${boundary}`,
    `--${boundary}\r\nContent-Disposition: form-data; name="nome"\r\n\r\nNovo nome`,
  ],
  ['garbage', `multipart/form-data; boundary=${boundary}`, 'não é um formulário'],
] as const;

// A malformed multipart body answered 500 (and was logged as a server error) on the three routes
// that take a form.
describe('a multipart body that cannot be read', () => {
  it.each(bodies)(
    'with %s is a translated 400 on every form route, and changes nothing',
    async (_label, type, payload) => {
      const app = await buildTestApp();
      const { owner, ministry } = await ownerWithMinistry(app);
      const joiner = await person(app, 'joiner');
      const before = await app.db.selectFrom('ministries').selectAll().execute();

      const routes = [
        { method: 'POST', url: '/api/ministerios', token: owner.token },
        { method: 'PUT', url: `/api/ministerios/${ministry.id}`, token: owner.token },
        {
          method: 'POST',
          url: `/api/ministerios/participar/${ministry.codigo_acesso}`,
          token: joiner.token,
        },
      ] as const;
      for (const { method, url, token } of routes) {
        const response = await app.inject({
          method,
          url,
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': type,
            'accept-language': 'en-US',
          },
          payload,
        });
        expect({ url, status: response.statusCode }).toEqual({ url, status: 400 });
        expect(response.json()).toEqual({
          error: 'malformed_form',
          message: 'The form arrived malformed or incomplete. Send it again.',
        });
      }
      expect(await app.db.selectFrom('ministries').selectAll().execute()).toEqual(before);
      expect(
        await app.db.selectFrom('members').select('id').where('user_id', '=', joiner.id).execute(),
      ).toEqual([]);
    },
  );
});
