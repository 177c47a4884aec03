// size-limit's plugins ship without types: each is a list of plugin objects for `sizeLimit`.
declare module "@size-limit/esbuild" {
  const plugins: ((...args: unknown[]) => unknown)[];
  export default plugins;
}
declare module "@size-limit/file" {
  const plugins: ((...args: unknown[]) => unknown)[];
  export default plugins;
}
