/**
 * A plugin that carries its name. Fastify names a plugin without one by searching every loaded
 * module for it, twice per registration, which costs a noticeable share of a start where thousands
 * are loaded (as in a test run).
 */
export function named<Plugin extends (...args: never[]) => unknown>(plugin: Plugin): Plugin {
  return Object.assign(plugin, { [Symbol.for('fastify.display-name')]: plugin.name });
}
