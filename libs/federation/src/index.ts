// What a remote imports. The shell's side (the outlet, which imports single-spa, and the
// loader) has its own entry points, `@levita/federation/outlet` and `/loader`: single-spa
// patches `history` when it is evaluated, and a remote bundles this library (it is not shared,
// docs/architecture.md §1), so a second copy in the page would fire every popstate twice.
export * from './navigation/leave-guards';
export * from './navigation/leave-question-dialog';
export * from './navigation/use-leave-guard';
export * from './navigation/use-warn-before-unload';
export * from './parcel/create-remote-parcel';
export * from './remote-props';
export * from './remote-root/remote-props-context';
export * from './remote-root/remote-root';
export * from './access/managers-only';
export * from './access/use-not-found-in-ministry';
export * from './navigation/shell-link';
export * from './routing/lazy-page';
export * from './routing/use-latest-search-params';
