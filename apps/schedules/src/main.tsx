import { mountStandalone } from '@levita/federation/standalone';
import { App } from './app/app';

mountStandalone(App, { basePath: '/ministerios/1/escalas' });
