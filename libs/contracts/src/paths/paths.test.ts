import { describe, expect, it } from 'vitest';
import { apiPaths } from './api-paths';
import { fillPath } from './fill-path';
import {
  isMinistrySection,
  ministryLinks,
  ministryRoutes,
  remoteBasePath,
  remoteOfPath,
  remoteOwnedPaths,
  remoteSections,
} from './ministry-sections';

describe('fillPath', () => {
  it('fills and escapes every parameter', () => {
    expect(fillPath(apiPaths.song, { id: 12 })).toBe('/musicas/12');
    expect(fillPath(apiPaths.joinMinistry, { codigo_acesso: 'A B/C' })).toBe(
      '/ministerios/participar/A%20B%2FC',
    );
    expect(fillPath(apiPaths.songSearch)).toBe('/musicas/busca');
  });
});

describe('ministry links', () => {
  it('builds the deep links of part 1 §2 and part 2 §2', () => {
    expect(ministryLinks.home(7)).toBe('/ministerios/7');
    expect(ministryLinks.settings(7)).toBe('/ministerios/7/configuracoes');
    expect(fillPath(ministryRoutes.settingsAlias, { id: 7 })).toBe('/ministerios/7/config');
    expect(fillPath(ministryRoutes.legacyHome, { id: 7 })).toBe('/ministerio/7');
    expect(ministryLinks.songs(7)).toBe('/ministerios/7/musicas');
    expect(ministryLinks.songs(7, 'adoração')).toBe(
      '/ministerios/7/musicas?termo=adora%C3%A7%C3%A3o',
    );
    expect(ministryLinks.song(7, 3)).toBe('/ministerios/7/musicas/3');
    expect(ministryLinks.schedule(7, 4)).toBe('/ministerios/7/escalas/4');
    expect(ministryLinks.newSchedule(7)).toBe('/ministerios/7/escalas/nova');
    expect(ministryLinks.editSchedule(7, 4)).toBe('/ministerios/7/escalas/editar/4');
    expect(ministryLinks.memberFunctions(7, 9)).toBe('/ministerios/7/membros/9/funcoes');
    expect(ministryLinks.unavailability(7)).toBe('/ministerios/7/indisponibilidades');
    expect(ministryLinks.reports(7, { mes: 3, ano: 2026 })).toBe(
      '/ministerios/7/relatorios?mes=3&ano=2026',
    );
  });

  it('mounts the members remote at the ministry and the others at their section', () => {
    expect(remoteBasePath('members', 7, 'funcoes')).toBe('/ministerios/7');
    expect(remoteBasePath('repertoire', 7, 'musicas')).toBe('/ministerios/7/musicas');
  });

  it('gives a remote the paths of its sections only, not the rest of the ministry', () => {
    expect(remoteSections('members')).toEqual(['membros', 'indisponibilidades', 'funcoes']);
    expect(remoteOwnedPaths('members', remoteBasePath('members', 7, 'membros'))).toEqual([
      '/ministerios/7/membros',
      '/ministerios/7/indisponibilidades',
      '/ministerios/7/funcoes',
    ]);
    expect(remoteOwnedPaths('members', '/ministerios/7/')).toEqual([
      '/ministerios/7/membros',
      '/ministerios/7/indisponibilidades',
      '/ministerios/7/funcoes',
    ]);
    expect(remoteOwnedPaths('schedules', '/ministerios/7/escalas')).toEqual([
      '/ministerios/7/escalas',
    ]);
    // Not a ministry remote: it owns what the shell mounts it at.
    expect(remoteSections('landing')).toEqual([]);
    expect(remoteOwnedPaths('landing', '/')).toEqual(['/']);
  });

  it('knows its sections and nothing else', () => {
    expect(isMinistrySection('escalas')).toBe(true);
    expect(isMinistrySection('configuracoes')).toBe(false);
    expect(isMinistrySection('toString')).toBe(false);
  });
});

describe('remoteOfPath', () => {
  it('names the remote a ministry section belongs to, at any depth', () => {
    expect(remoteOfPath('/ministerios/7/musicas')).toBe('repertoire');
    expect(remoteOfPath('/ministerios/7/escalas/editar/3')).toBe('schedules');
    expect(remoteOfPath('/ministerios/7/funcoes')).toBe('members');
    expect(remoteOfPath('/ministerios/7/membros/4/indisponibilidades')).toBe('members');
    expect(remoteOfPath('/ministerios/7/relatorios')).toBe('reports');
  });

  it('is null for the shell’s own pages and for names that are not sections', () => {
    expect(remoteOfPath('/dashboard')).toBeNull();
    expect(remoteOfPath('/ministerios/7')).toBeNull();
    expect(remoteOfPath('/ministerios/7/configuracoes')).toBeNull();
    expect(remoteOfPath('/ministerios/7/toString')).toBeNull();
    expect(remoteOfPath('/ministerios')).toBeNull();
  });
});
