import { defineCollection } from 'astro:content';
import { docsLoader, i18nLoader } from '@astrojs/starlight/loaders';
import { docsSchema, i18nSchema } from '@astrojs/starlight/schema';

// Rules pages: content/docs/<lang>/… (Starlight resolves `<srcDir>/content/docs`, and srcDir is the project root).
// Starlight's own UI strings per language, where its built-in ones fall short (the search dialog):
// content/i18n/<lang>.json.
export const collections = {
  docs: defineCollection({ loader: docsLoader(), schema: docsSchema() }),
  i18n: defineCollection({ loader: i18nLoader(), schema: i18nSchema() }),
};
