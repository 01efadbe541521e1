// Nx loads a generator with Node's require(). On a Node without TypeScript type stripping
// (20.x) it would need swc or ts-node, which this workspace does not install; tsx, its
// TypeScript runner everywhere else, loads the source instead.
import { require as requireTypeScript } from 'tsx/cjs/api';

const generator = requireTypeScript('./generator.ts', import.meta.url);

export default generator.default;
