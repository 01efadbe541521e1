import { describe, expect, it, vi } from 'vitest';
import { createGuardedHistory } from './guarded-history';
import { fakeLeaveGuards as guards } from './fake-leave-guards';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createGuardedHistory', () => {
  it('navigates at once while nothing would be lost', () => {
    window.history.replaceState(null, '', '/ministerios/1/escalas/nova');
    const unsaved = guards(false);
    const history = createGuardedHistory(unsaved);
    const heard = vi.fn();
    const stop = history.listen(heard);
    history.push('/ministerios/1/membros');
    expect(window.location.pathname).toBe('/ministerios/1/membros');
    expect(heard).toHaveBeenCalledOnce();
    expect(unsaved.askToLeave).not.toHaveBeenCalled();
    stop();
  });

  it('asks first with unsaved changes; staying leaves URL and router where they are', async () => {
    window.history.replaceState(null, '', '/ministerios/1/escalas/nova');
    const unsaved = guards(true);
    const history = createGuardedHistory(unsaved);
    const heard = vi.fn();
    const stop = history.listen(heard);

    history.push('/ministerios/1/membros');
    expect(unsaved.askToLeave).toHaveBeenCalledOnce();
    expect(window.location.pathname).toBe('/ministerios/1/escalas/nova');
    unsaved.answer(false);
    await flush();
    expect(window.location.pathname).toBe('/ministerios/1/escalas/nova');
    expect(heard).not.toHaveBeenCalled();

    history.replace('/dashboard');
    unsaved.answer(true);
    await flush();
    expect(window.location.pathname).toBe('/dashboard');
    expect(heard).toHaveBeenCalledWith(expect.objectContaining({ action: 'REPLACE' }));
    stop();
  });

  it('does not ask for a new search or hash on the same page', () => {
    window.history.replaceState(null, '', '/ministerios/1/escalas/nova');
    const unsaved = guards(true);
    const history = createGuardedHistory(unsaved);
    history.push('/ministerios/1/escalas/nova?passo=2');
    expect(window.location.search).toBe('?passo=2');
    history.push({ pathname: '/ministerios/1/escalas/nova', hash: '#musicas' });
    expect(window.location.hash).toBe('#musicas');
    expect(unsaved.askToLeave).not.toHaveBeenCalled();
  });
});
