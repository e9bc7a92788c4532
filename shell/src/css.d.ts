// webpack injects an imported stylesheet (a language's @fontsource face) into the page; the import has no value.
declare module '*.css';
