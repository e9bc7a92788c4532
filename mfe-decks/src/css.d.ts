// webpack injects an imported stylesheet (the @fontsource fonts) into the page; the import has no value.
declare module '*.css';
