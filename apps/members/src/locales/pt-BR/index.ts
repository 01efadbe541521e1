import { namespacesOf } from '@levita/i18n';

// Every JSON file of this folder is a namespace (its file name); the language is one chunk.
export default namespacesOf(import.meta.glob('./*.json', { eager: true, import: 'default' }));
