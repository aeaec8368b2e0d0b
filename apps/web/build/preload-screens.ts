import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite';

type OutputChunk = Rolldown.OutputChunk;

/**
 * `<link rel="modulepreload">` in index.html for the lazily loaded screens
 * named (and what they import beyond the entry): the browser fetches them with
 * the entry's own files instead of one round trip later, when the router asks
 * for them. For the sign-in screen, where most visits start.
 */
export function preloadScreens(modules: readonly string[]): Plugin {
  return {
    name: 'portal:preload-screens',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const chunk = (file: string) => bundle[file] as OutputChunk | undefined;
        const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
        const loaded = new Set<string>();
        const withImports = (file: string, into: Set<string>, skip: Set<string>) => {
          if (into.has(file) || skip.has(file)) return;
          into.add(file);
          for (const dependency of chunk(file)?.imports ?? []) withImports(dependency, into, skip);
        };
        for (const entry of chunks.filter((c) => c.isEntry)) withImports(entry.fileName, loaded, new Set());
        const wanted = new Set<string>();
        for (const c of chunks) {
          if (c.facadeModuleId && modules.some((m) => c.facadeModuleId?.endsWith(m)))
            withImports(c.fileName, wanted, loaded);
        }
        const styles = [...wanted].flatMap((file) => [...(chunk(file)?.viteMetadata?.importedCss ?? [])]);
        const tags: HtmlTagDescriptor[] = [
          ...[...wanted].map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          })),
          ...styles.map((file) => ({
            tag: 'link',
            // crossorigin as Vite's loader asks for the stylesheet: a preload in another credentials mode is not used,
            // and the browser fetches the file twice.
            attrs: { rel: 'preload', as: 'style', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          })),
        ];
        return tags;
      },
    },
  };
}
