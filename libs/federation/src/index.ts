export * from './loader/remote-loader';
export * from './navigation/use-leave-guard';
export * from './navigation/use-warn-before-unload';
export * from './outlet/remote-outlet';
export * from './parcel/create-remote-parcel';
export * from './remote-props';
export * from './remote-root/remote-props-context';
export * from './remote-root/remote-root';
