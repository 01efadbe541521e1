import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

type User = ReturnType<typeof userEvent.setup>;

/** The step the wizard shows (its h2). */
export const stepHeading = () => screen.getByRole('heading', { level: 2 });

const next = (user: User) => user.click(screen.getByRole('button', { name: 'Próximo' }));

/** Types the title (the date and time keep their defaults) and moves on to the songs. */
export async function toSongs(user: User, title = 'Culto de domingo') {
  await user.click(screen.getByRole('textbox', { name: 'Título' }));
  await user.paste(title);
  await next(user);
  await screen.findByRole('heading', { level: 2, name: 'Músicas' });
}

/** Picks these repertoire songs, in this order. */
export async function addSongs(user: User, ...names: string[]) {
  const pickList = within(screen.getByRole('region', { name: 'Repertório' }));
  for (const name of names)
    await user.click(await pickList.findByRole('button', { name: new RegExp(name) }));
}

/** From the info step: a title, these songs, then the members step. */
export async function toMembers(user: User, ...songs: string[]) {
  await toSongs(user);
  await addSongs(user, ...(songs.length ? songs : ['Oceanos']));
  await next(user);
  await screen.findByRole('heading', { level: 2, name: 'Membros' });
}

/** Presses a member's function chip (its name starts the chip's name). */
export async function pickFunction(user: User, member: string, fn: string) {
  const group = await screen.findByRole('group', { name: member });
  await user.click(within(group).getByRole('button', { name: new RegExp(`^${fn}`) }));
}
