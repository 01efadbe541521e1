import { PageSkeleton } from '@levita/ui';
import { type ComponentType, lazy, Suspense } from 'react';
import { useTranslation } from '@levita/i18n';

/** A page component whose code is fetched with its route; `preload` fetches it sooner. */
export type LazyPage<Props extends object> = ComponentType<Props> & {
  preload: () => Promise<unknown>;
};

/**
 * A page loaded with its route (the shell's and the remotes' route tables): a first visit
 * downloads the page it opens, not the others. `React.lazy` over a named export, inside a
 * Suspense boundary of its own that shows the page skeleton while the chunk loads. Its own
 * boundary matters: router updates are transitions, and a transition that suspends a boundary
 * already on screen keeps the previous page (and URL) up until the chunk arrives; a new
 * boundary shows its skeleton at once. `preload` starts the download before the page renders
 * (the first page of a visit, while the texts load); the browser fetches a module once.
 */
export function lazyPage<Module, Props extends object>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
): LazyPage<Props> {
  const Page = lazy(async () => ({ default: pick(await load()) }));
  function LazyPage(props: Props) {
    const { t } = useTranslation('common');
    return (
      <Suspense fallback={<PageSkeleton label={t('loading')} />}>
        <Page {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyPage, { preload: load });
}
