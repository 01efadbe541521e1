import { describe, expect, it, vi } from 'vitest';

// Which page modules were fetched: each mock records its own name when it is imported.
const { fetched, pageModule } = vi.hoisted(() => {
  const names = new Set<string>();
  return {
    fetched: names,
    pageModule: (name: string, component: string) => () => {
      names.add(name);
      return { [component]: () => null };
    },
  };
});

vi.mock('../features/auth/components/login-page', pageModule('login', 'LoginPage'));
vi.mock(
  '../features/dashboard/components/dashboard-page',
  pageModule('dashboard', 'DashboardPage'),
);
vi.mock(
  '../features/ministry-home/components/ministry-home-page',
  pageModule('ministry home', 'MinistryHomePage'),
);
vi.mock('../features/remotes/components/remote-route', pageModule('remote', 'RemoteRoute'));

/** The page modules fetched by a preload at `pathname`, besides those fetched before. */
async function preloadAt(pathname: string) {
  const { preloadPageAt } = await import('./app-routes');
  fetched.clear();
  preloadPageAt(pathname);
  // Give the dynamic import its turn (a module is fetched once: each path here has its own).
  await vi.waitFor(() => expect(fetched.size).toBeGreaterThan(0));
  return [...fetched];
}

describe('preloadPageAt', () => {
  it('fetches the code of the page a first visit opens, and only that one', async () => {
    expect(await preloadAt('/login')).toEqual(['login']);
  }, 15_000);

  it('finds pages behind the guards and layouts, and the remote route of a section', async () => {
    expect(await preloadAt('/dashboard')).toEqual(['dashboard']);
    expect(await preloadAt('/ministerios/7')).toEqual(['ministry home']);
    expect(await preloadAt('/ministerios/7/escalas')).toEqual(['remote']);
  });
});
